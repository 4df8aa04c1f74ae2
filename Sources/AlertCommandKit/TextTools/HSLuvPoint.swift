#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An sRGB colour in HSLuv (hue 0–360, saturation and lightness 0–1), as go-colorful
/// computes it (sRGB → linear RGB → XYZ → CIELUV with HSLuv's D65 → LCh → HSLuv), for the
/// distance x/ansi's `Convert256` compares colours by.
struct HSLuvPoint {
    /// The hue in degrees, 0–360.
    let hue: Double
    /// The saturation, 0–1.
    let saturation: Double
    /// The lightness, 0–1.
    let lightness: Double

    /// The HSLuv point of the sRGB colour with components 0–1.
    init(_ red: Double, _ green: Double, _ blue: Double) {
        let linear = [red, green, blue].map(Self.linearized)
        let x =
            0.41239079926595948 * linear[0] + 0.35758433938387796 * linear[1]
            + 0.18048078840183429 * linear[2]
        let y =
            0.21263900587151036 * linear[0] + 0.71516867876775593 * linear[1]
            + 0.072192315360733715 * linear[2]
        let z =
            0.019330818715591851 * linear[0] + 0.11919477979462599 * linear[1]
            + 0.95053215224966058 * linear[2]
        let white = (0.95045592705167, 1.0, 1.089057750759878)
        let cieL: Double
        if y / white.1 <= 6.0 / 29.0 * 6.0 / 29.0 * 6.0 / 29.0 {
            cieL = y / white.1 * (29.0 / 3.0 * 29.0 / 3.0 * 29.0 / 3.0) / 100.0
        } else {
            cieL = 1.16 * cbrt(y / white.1) - 0.16
        }
        let (uPrime, vPrime) = Self.chromaticity(x, y, z)
        let (whiteU, whiteV) = Self.chromaticity(white.0, white.1, white.2)
        let u = 13.0 * cieL * (uPrime - whiteU)
        let v = 13.0 * cieL * (vPrime - whiteV)
        var hue = 0.0
        if abs(v - u) > 1e-4, abs(u) > 1e-4 {
            hue = fmod(57.29577951308232087721 * atan2(v, u) + 360.0, 360.0)
        }
        let chroma = (u * u + v * v).squareRoot() * 100
        let lightness100 = cieL * 100
        var saturation = 0.0
        if lightness100 <= 99.9999999, lightness100 >= 0.00000001 {
            saturation = chroma / Self.maxChroma(lightness: lightness100, hue: hue) * 100
        }
        self.hue = hue
        self.saturation = min(max(saturation / 100, 0), 1)
        self.lightness = min(max(lightness100 / 100, 0), 1)
    }

    /// go-colorful's `DistanceHSLuv`: Euclidean, the hue scaled down by 100.
    func distance(to other: HSLuvPoint) -> Double {
        let hue = (self.hue - other.hue) / 100
        let saturation = self.saturation - other.saturation
        let lightness = self.lightness - other.lightness
        return (hue * hue + saturation * saturation + lightness * lightness).squareRoot()
    }

    private static func linearized(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    private static func chromaticity(_ x: Double, _ y: Double, _ z: Double) -> (Double, Double) {
        let denominator = x + 15.0 * y + 3.0 * z
        return denominator == 0 ? (0, 0) : (4.0 * x / denominator, 9.0 * y / denominator)
    }

    /// HSLuv's largest chroma for a lightness (0–100) and hue: the nearest of the six lines
    /// bounding the sRGB gamut along the hue's ray.
    private static func maxChroma(lightness: Double, hue: Double) -> Double {
        let matrix = [
            [3.2409699419045214, -1.5373831775700935, -0.49861076029300328],
            [-0.96924363628087983, 1.8759675015077207, 0.041555057407175613],
            [0.055630079696993609, -0.20397695888897657, 1.0569715142428786],
        ]
        let kappa = 903.2962962962963
        let epsilon = 0.0088564516790356308
        let cubed = pow(lightness + 16.0, 3.0) / 1560896.0
        let sub = cubed > epsilon ? cubed : lightness / kappa
        let radians = hue / 360.0 * Double.pi * 2.0
        var shortest = Double.greatestFiniteMagnitude
        for row in matrix {
            for k in 0..<2 {
                let top1 = (284517.0 * row[0] - 94839.0 * row[2]) * sub
                let top2 =
                    (838422.0 * row[2] + 769860.0 * row[1] + 731718.0 * row[0]) * lightness * sub
                    - 769860.0 * Double(k) * lightness
                let bottom = (632260.0 * row[2] - 126452.0 * row[1]) * sub + 126452.0 * Double(k)
                let slope = top1 / bottom
                let intercept = top2 / bottom
                let length = intercept / (sin(radians) - slope * cos(radians))
                if length > 0, length < shortest {
                    shortest = length
                }
            }
        }
        return shortest
    }
}
