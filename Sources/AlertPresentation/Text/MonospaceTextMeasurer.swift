import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// A measurer with a fixed advance per grapheme (`Character`) and a fixed line height per
/// text role: the default for headless use and tests.
///
/// With `advance` 1 and `lineHeight` 1 it counts graphemes, like a terminal that draws
/// every character in one cell.
package struct MonospaceTextMeasurer: AlertTextMeasuring, Hashable {
    /// The advance and line height of one text role.
    package struct RoleMetrics: Hashable, Sendable {
        /// The width of every grapheme.
        package var advance: CGFloat
        /// The height of a line.
        package var lineHeight: CGFloat

        /// Creates role metrics.
        package init(advance: CGFloat, lineHeight: CGFloat) {
            self.advance = advance
            self.lineHeight = lineHeight
        }
    }

    /// Metrics per role; roles missing here use ``fallback``.
    package var roles: [AlertTextRole: RoleMetrics]
    /// Metrics for roles not in ``roles``.
    package var fallback: RoleMetrics

    /// The same advance and line height for every role.
    package init(advance: CGFloat = 1, lineHeight: CGFloat = 1) {
        self.roles = [:]
        self.fallback = RoleMetrics(advance: advance, lineHeight: lineHeight)
    }

    /// Derives per-role metrics from a theme's text sizes: advance = size × `advanceRatio`,
    /// line height = size × `lineHeightRatio`.
    package init(
        textSizes: AlertTextSizes, advanceRatio: CGFloat = 0.6, lineHeightRatio: CGFloat = 1.2
    ) {
        var roles: [AlertTextRole: RoleMetrics] = [:]
        for role in AlertTextRole.allCases {
            let size = textSizes.size(for: role)
            roles[role] = RoleMetrics(
                advance: size * advanceRatio, lineHeight: size * lineHeightRatio)
        }
        self.roles = roles
        self.fallback = roles[.message]!
    }

    /// The metrics used for `role`.
    package func metrics(for role: AlertTextRole) -> RoleMetrics {
        roles[role] ?? fallback
    }

    /// Number of graphemes × advance. O(n).
    package func width(of text: String, role: AlertTextRole) -> CGFloat {
        CGFloat(text.count) * metrics(for: role).advance
    }

    /// The role's line height.
    package func lineHeight(for role: AlertTextRole) -> CGFloat {
        metrics(for: role).lineHeight
    }

    /// A measurer for the standard point-based themes.
    package static let points = MonospaceTextMeasurer(textSizes: AlertTheme.standard.textSizes)
    /// One cell per grapheme, one cell per line.
    package static let cells = MonospaceTextMeasurer()
}
