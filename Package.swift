// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "AlertEngine",
    products: [
        .library(name: "AlertEngine", targets: ["AlertEngine"]),
        .library(name: "AlertProtocol", targets: ["AlertProtocol"]),
        .library(name: "AlertLayout", targets: ["AlertLayout"]),
        .library(name: "AlertQueue", targets: ["AlertQueue"]),
        .library(name: "AlertPresentation", targets: ["AlertPresentation"]),
        .library(name: "AlertStyles", targets: ["AlertStyles"]),
        .library(name: "AlertAutomation", targets: ["AlertAutomation"]),
        .library(name: "AlertTerminal", targets: ["AlertTerminal"]),
        .library(name: "TerminalKit", targets: ["TerminalKit"]),
        .executable(name: "alert-demo", targets: ["AlertDemo"]),
        .executable(name: "alert-bench", targets: ["AlertBench"]),
        .executable(name: "alert", targets: ["AlertCommand"]),
        .library(name: "AlertGTK", targets: ["AlertGTK"]),
        .executable(name: "alert-gtk", targets: ["AlertGTKCommand"]),
        .executable(name: "alert-gtk-demo", targets: ["AlertGTKDemo"]),
    ],
    traits: [
        .trait(
            name: "GTK",
            description: "The GTK 4 desktop presenter and alert-gtk (needs libgtk-4-dev)."),
        .trait(
            name: "Essentials",
            description: """
                The modules of alert import FoundationEssentials, never Foundation, so a static \
                alert is small (Scripts/static-alert.sh); not for library users, nor with GTK.
                """),
    ],
    targets: [
        .target(name: "AlertProtocol"),
        .target(name: "AlertLayout", dependencies: ["AlertProtocol"]),
        // The controller speaks to the presenter side of the contract (its window and clock).
        .target(name: "AlertQueue", dependencies: ["AlertProtocol", "AlertPresentation"]),
        .target(name: "AlertPresentation", dependencies: ["AlertProtocol", "AlertLayout"]),
        .target(
            name: "AlertStyles",
            dependencies: ["AlertProtocol", "AlertLayout", "AlertQueue", "AlertPresentation"]),
        .target(
            name: "AlertEngine",
            dependencies: [
                "AlertProtocol", "AlertLayout", "AlertQueue", "AlertPresentation", "AlertStyles",
                "AlertAutomation",
            ]
        ),
        .target(name: "TerminalKit"),
        // Driving alerts without anybody at a screen: the answers file and the headless
        // window. It opens no terminal (TerminalKit gives it its text helpers only).
        .target(
            name: "AlertAutomation",
            dependencies: ["AlertProtocol", "AlertQueue", "AlertPresentation", "TerminalKit"]),
        .target(
            name: "AlertTerminal",
            dependencies: [
                "AlertProtocol", "AlertLayout", "AlertQueue", "AlertPresentation",
                "AlertAutomation",
                "TerminalKit",
            ]
        ),
        .target(
            name: "AlertDemoKit", dependencies: ["AlertEngine", "AlertTerminal", "TerminalKit"]),
        .executableTarget(name: "AlertDemo", dependencies: ["AlertDemoKit"]),
        .target(
            name: "AlertCommandKit",
            dependencies: ["AlertEngine", "AlertAutomation", "AlertTerminal", "TerminalKit"]),
        .executableTarget(
            name: "AlertCommand", dependencies: ["AlertCommandKit", "AlertGum", "AlertDialog"]),
        // The dialects: gum's, whiptail's and dialog's command lines (alert takes them),
        // zenity's (alert-gtk takes it, on the dialog boxes' runner).
        .target(
            name: "AlertGum",
            dependencies: ["AlertCommandKit", "AlertEngine", "AlertAutomation", "TerminalKit"]),
        .target(
            name: "AlertDialog",
            dependencies: [
                "AlertCommandKit", "AlertEngine", "AlertAutomation", "AlertTerminal", "TerminalKit",
            ]),
        .target(
            name: "AlertZenity",
            dependencies: [
                "AlertDialog", "AlertCommandKit", "AlertEngine", "AlertAutomation", "TerminalKit",
            ]),
        .target(name: "AlertSBReference"),
        // The desktop presenter: its sources compile only with the GTK trait
        // (`swift build --traits GTK`), so the plain build needs no GTK.
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .target(
            name: "AlertGTK",
            // The presenter contract only (no controller, never the built-in items).
            dependencies: [
                "AlertProtocol", "AlertLayout", "AlertPresentation",
                .target(name: "CGtk", condition: .when(traits: ["GTK"])),
            ]),
        .executableTarget(
            name: "AlertGTKCommand",
            dependencies: [
                "AlertGTK", "AlertAutomation", "AlertCommandKit", "AlertDialog", "AlertZenity",
                "TerminalKit",
            ]),
        .executableTarget(
            name: "AlertGTKDemo",
            dependencies: [
                "AlertGTK", "AlertEngine", .target(name: "CGtk", condition: .when(traits: ["GTK"])),
            ]),
        .executableTarget(
            name: "AlertBench",
            dependencies: ["AlertEngine", "AlertTerminal", "TerminalKit", "AlertSBReference"]),
        .executableTarget(
            name: "FirstProgramExample", dependencies: ["AlertEngine", "AlertTerminal"],
            path: "Examples/FirstProgram"),
        .executableTarget(
            name: "PartialReportExample", dependencies: ["AlertEngine", "AlertTerminal"],
            path: "Examples/PartialReport"),
        .target(
            name: "AlertTestSupport", dependencies: ["TerminalKit"], path: "Tests/AlertTestSupport"),
        .target(
            name: "TerminalTestSupport", dependencies: ["TerminalKit"],
            path: "Tests/TerminalTestSupport"),
        .testTarget(
            name: "AlertEngineTests", dependencies: ["AlertEngine", "AlertTerminal", "TerminalKit"]),
        .testTarget(name: "AlertProtocolTests", dependencies: ["AlertProtocol"]),
        .testTarget(
            name: "AlertLayoutTests",
            dependencies: ["AlertLayout", "AlertSBReference", "AlertTestSupport"]),
        .testTarget(
            name: "AlertQueueTests",
            dependencies: ["AlertQueue", "AlertAutomation", "AlertTestSupport"]),
        .testTarget(
            name: "AlertAutomationTests",
            dependencies: ["AlertAutomation", "AlertStyles", "TerminalKit", "AlertTestSupport"]),
        .target(
            name: "AlertStylesTestSupport",
            dependencies: [
                "AlertPresentation", "AlertStyles", "AlertQueue", "AlertAutomation",
                "AlertTestSupport",
            ],
            path: "Tests/AlertStylesTestSupport"),
        .testTarget(
            name: "AlertPresentationTests",
            dependencies: [
                "AlertPresentation", "AlertQueue", "AlertStyles", "AlertAutomation",
                "AlertStylesTestSupport",
            ]),
        .testTarget(
            name: "AlertStylesTests",
            dependencies: [
                "AlertPresentation", "AlertStyles", "AlertAutomation", "AlertStylesTestSupport",
            ]),
        .testTarget(
            name: "AlertTerminalTests",
            dependencies: [
                "AlertTerminal", "AlertAutomation", "AlertStyles", "TerminalKit",
                "AlertTestSupport", "TerminalTestSupport",
            ]),
        .testTarget(
            name: "TerminalKitTests",
            dependencies: ["TerminalKit", "AlertTestSupport", "TerminalTestSupport"]),
        .testTarget(
            name: "AlertDemoTests",
            dependencies: [
                "AlertDemoKit", "AlertDemo", "AlertTerminal", "TerminalKit", "AlertTestSupport",
                "TerminalTestSupport",
            ],
            exclude: ["Golden"]),
        .testTarget(
            name: "AlertCommandKitTests", dependencies: ["AlertCommandKit", "AlertTestSupport"]),
        .testTarget(
            name: "AlertGumTests",
            dependencies: ["AlertGum", "AlertCommandKit", "AlertTestSupport"]),
        .testTarget(
            name: "AlertDialogTests",
            dependencies: ["AlertDialog", "AlertCommandKit", "AlertTestSupport"]),
        .testTarget(
            name: "AlertZenityTests",
            dependencies: ["AlertZenity", "AlertDialog", "AlertCommandKit", "AlertTestSupport"]),
        .testTarget(
            name: "AlertCommandTests",
            dependencies: [
                "AlertCommandKit", "AlertCommand", "AlertTestSupport", "TerminalTestSupport",
            ]),
        // The tests that run Debian's whiptail and dialog beside `alert` (see OutsideProgram
        // in AlertTestSupport: skipped where they are not installed, saying what to install,
        // unless ALERT_TEST_TOOLS=required).
        .testTarget(
            name: "AlertCompatibilityTests",
            dependencies: ["AlertCommand", "AlertTestSupport", "TerminalTestSupport"]),
        .testTarget(
            name: "AlertGTKTests",
            dependencies: [
                "AlertGTK", "AlertEngine", "AlertStyles", "AlertTestSupport",
                .target(name: "CGtk", condition: .when(traits: ["GTK"])),
            ]),
        .testTarget(
            name: "ExamplesTests",
            dependencies: [
                "FirstProgramExample", "PartialReportExample", "AlertTestSupport",
                "TerminalTestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
