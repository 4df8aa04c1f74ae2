import AlertCommandKit
import Testing

@testable import AlertGum

/// `gum version-check` reads its range with Masterminds/semver (version/command.go); gum
/// mode answers for gum 2.0.0.
struct GumVersionConstraintTests {
    @Test(arguments: [
        (">= 0.14", true), (">=0.14.0", true), ("~> 0.15", false), ("~ 2.0", true),
        ("^2", true), ("^1.5", false), ("< 2", false), ("<= 2", true), ("<=2.0", true),
        ("> 1.9.9", true), ("> 2", false), ("2.x", true), ("2", true), ("=2.0.0", true),
        ("!= 2.0.0", false), ("!=1", true), ("*", true), (">= 1.0, < 3.0", true),
        (">= 1.0 < 2.0", false), ("1.0 - 2.0", true), ("< 1 || >= 2", true),
        ("< 1 || > 2", false), ("v2.0.0", true), (">= 3", false),
    ])
    func rangesAsSemverReadsThem(_ text: String, _ holds: Bool) throws {
        let range = try #require(GumVersionConstraint(text), "\(text) reads")
        #expect(range.contains((2, 0, 0)) == holds, "\(text)")
    }

    @Test func caretAndTildeBelowOneStayWithinTheirMinor() throws {
        let caret = try #require(GumVersionConstraint("^0.2.3"))
        #expect(caret.contains((0, 2, 9)))
        #expect(!caret.contains((0, 3, 0)))
        let tilde = try #require(GumVersionConstraint("~1.2.3"))
        #expect(tilde.contains((1, 2, 7)))
        #expect(!tilde.contains((1, 3, 0)))
        #expect(!tilde.contains((1, 2, 2)))
    }

    @Test(arguments: ["", "abc", ">= x.1", "1.2.3.4", ">=", "||"])
    func whatIsNoRangeIsRefused(_ text: String) {
        #expect(GumVersionConstraint(text) == nil)
    }
}
