import AlertCommandKit

/// gum's subcommands, in the order gum.go declares them (kong's help and its "did you
/// mean" hints list them so).
package enum GumSubcommands {
    /// Every subcommand `alert` takes in gum mode.
    static let all: [any GumSubcommand.Type] = [
        GumChoose.self, GumConfirm.self, GumFile.self, GumFilter.self, GumFormat.self,
        GumInput.self, GumJoin.self, GumPager.self, GumSpin.self, GumStyle.self,
        GumTable.self, GumWrite.self, GumLog.self, GumVersionCheck.self,
    ]

    /// The subcommand called `name`, or nil.
    static func named(_ name: String) -> (any GumSubcommand.Type)? {
        all.first { $0.name == name }
    }
}
