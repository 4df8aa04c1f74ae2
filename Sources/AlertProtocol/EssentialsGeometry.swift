// The geometry types of the Essentials trait. Foundation on Linux
// (swift-corelibs-foundation) declares `CGFloat`, `CGPoint`, `CGSize` and `CGRect`;
// FoundationEssentials does not, and importing Foundation links all of it (with ICU, about
// 45 MB of the static `alert`). Under the trait (Scripts/static-alert.sh builds with it) the
// package declares the four names itself, with the members its modules use, and no module
// imports Foundation; the default build imports Foundation's, so a library user's code is
// unchanged. The members are `package`: only the package's own modules see this build.
#if Essentials
    /// A coordinate or a length: a `Double`, as Foundation's `CGFloat` is on 64-bit Linux.
    public typealias CGFloat = Double

    /// A point in a plane.
    public struct CGPoint: Hashable, Sendable {
        /// The horizontal coordinate.
        package var x: CGFloat
        /// The vertical coordinate.
        package var y: CGFloat

        /// A point at the given coordinates.
        package init(x: CGFloat, y: CGFloat) {
            self.x = x
            self.y = y
        }

        /// A point at the given whole-number coordinates.
        package init(x: Int, y: Int) {
            self.init(x: CGFloat(x), y: CGFloat(y))
        }

        /// The point at the origin.
        public static let zero = CGPoint(x: 0, y: 0)
    }

    /// A width and a height.
    public struct CGSize: Hashable, Sendable {
        /// The width.
        package var width: CGFloat
        /// The height.
        package var height: CGFloat

        /// A size of the given width and height.
        public init(width: CGFloat, height: CGFloat) {
            self.width = width
            self.height = height
        }

        /// A size of the given whole-number width and height.
        public init(width: Int, height: Int) {
            self.init(width: CGFloat(width), height: CGFloat(height))
        }

        /// The size of no width and no height.
        public static let zero = CGSize(width: 0, height: 0)
    }

    /// A rectangle: an origin and a size (a negative width or height extends it left or up,
    /// as Foundation's does).
    public struct CGRect: Hashable, Sendable {
        /// The corner the size extends from.
        package var origin: CGPoint
        /// The width and height, possibly negative.
        package var size: CGSize

        /// A rectangle with the given origin and size.
        package init(origin: CGPoint, size: CGSize) {
            self.origin = origin
            self.size = size
        }

        /// A rectangle with the given origin and size, by coordinate.
        package init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
            self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
        }

        /// A rectangle with the given origin and size, by whole-number coordinate.
        package init(x: Int, y: Int, width: Int, height: Int) {
            self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
        }

        /// The rectangle at the origin of no size.
        public static let zero = CGRect(origin: .zero, size: .zero)

        /// The rectangle that covers nothing, which Foundation returns for the intersection
        /// of rectangles that do not meet.
        package static let null = CGRect(
            x: .infinity, y: .infinity, width: 0, height: 0)

        /// Whether this is `null`.
        package var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

        /// The absolute width (Foundation's `width` is never negative).
        package var width: CGFloat { abs(size.width) }
        /// The absolute height.
        package var height: CGFloat { abs(size.height) }
        /// The smallest x coordinate.
        package var minX: CGFloat { origin.x + min(size.width, 0) }
        /// The largest x coordinate.
        package var maxX: CGFloat { origin.x + max(size.width, 0) }
        /// The x coordinate of the middle.
        package var midX: CGFloat { (minX + maxX) * 0.5 }
        /// The smallest y coordinate.
        package var minY: CGFloat { origin.y + min(size.height, 0) }
        /// The largest y coordinate.
        package var maxY: CGFloat { origin.y + max(size.height, 0) }
        /// The y coordinate of the middle.
        package var midY: CGFloat { (minY + maxY) * 0.5 }

        /// The same rectangle with a non-negative width and height.
        package var standardized: CGRect {
            isNull ? .null : CGRect(x: minX, y: minY, width: width, height: height)
        }

        /// Whether the rectangle has no area (or is `null`).
        package var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

        /// The rectangle moved by `dx` and `dy`.
        package func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
            guard !isNull else { return self }
            var rect = standardized
            rect.origin.x += dx
            rect.origin.y += dy
            return rect
        }

        /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom
        /// (grown when negative); `null` when nothing is left.
        package func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
            guard !isNull else { return self }
            var rect = standardized
            rect.origin.x += dx
            rect.origin.y += dy
            rect.size.width -= 2 * dx
            rect.size.height -= 2 * dy
            return rect.size.width < 0 || rect.size.height < 0 ? .null : rect
        }

        /// Whether the point lies inside: on the top or left edge counts, on the bottom or
        /// right edge does not.
        package func contains(_ point: CGPoint) -> Bool {
            !isEmpty && (minX..<maxX).contains(point.x) && (minY..<maxY).contains(point.y)
        }

        /// Whether the other rectangle lies wholly inside this one.
        package func contains(_ rect: CGRect) -> Bool { union(rect) == self }

        /// The area both rectangles cover, or `null` when they do not meet (a shared edge
        /// gives a rectangle of no width or height).
        package func intersection(_ other: CGRect) -> CGRect {
            guard !isNull, !other.isNull else { return .null }
            let horizontal = (minX...maxX, other.minX...other.maxX)
            let vertical = (minY...maxY, other.minY...other.maxY)
            guard horizontal.0.overlaps(horizontal.1), vertical.0.overlaps(vertical.1) else {
                return .null
            }
            let across = horizontal.0.clamped(to: horizontal.1)
            let down = vertical.0.clamped(to: vertical.1)
            return CGRect(
                x: across.lowerBound, y: down.lowerBound,
                width: across.upperBound - across.lowerBound,
                height: down.upperBound - down.lowerBound)
        }

        /// Whether the rectangles meet (sharing an edge counts).
        package func intersects(_ other: CGRect) -> Bool { !intersection(other).isNull }

        /// The smallest rectangle that covers both.
        package func union(_ other: CGRect) -> CGRect {
            if isNull { return other }
            if other.isNull { return self }
            let left = min(minX, other.minX)
            let top = min(minY, other.minY)
            return CGRect(
                x: left, y: top, width: max(maxX, other.maxX) - left,
                height: max(maxY, other.maxY) - top)
        }

        /// Whether two rectangles cover the same area (all `null` rectangles are equal).
        public static func == (lhs: CGRect, rhs: CGRect) -> Bool {
            if lhs.isNull && rhs.isNull { return true }
            let (left, right) = (lhs.standardized, rhs.standardized)
            return left.origin == right.origin && left.size == right.size
        }

        /// Hashes what `==` compares: the standardized rectangle (`null` for every null one).
        public func hash(into hasher: inout Hasher) {
            let rect = isNull ? .null : standardized
            hasher.combine(rect.origin)
            hasher.combine(rect.size)
        }
    }
#endif
