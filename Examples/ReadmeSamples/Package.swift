// swift-tools-version: 6.0
import PackageDescription

// A newcomer's package holding every Swift sample of the README, the docs/ pages, the DocC
// articles and the public symbols' documentation (the files are links to the compiled
// copies in this repository), so that `.ci/run` checks they build from outside the
// package, with its public API alone.
let package = Package(
    name: "ReadmeSamples",
    dependencies: [.package(name: "AlertEngine", path: "../..")],
    targets: [
        .executableTarget(
            name: "PartialReport",
            dependencies: [
                .product(name: "AlertEngine", package: "AlertEngine"),
                .product(name: "AlertTerminal", package: "AlertEngine"),
            ]),
        .executableTarget(
            name: "OwnScreen",
            dependencies: [
                .product(name: "AlertEngine", package: "AlertEngine"),
                .product(name: "AlertTerminal", package: "AlertEngine"),
                .product(name: "TerminalKit", package: "AlertEngine"),
            ]),
        .target(
            name: "OwnAlert", dependencies: [.product(name: "AlertEngine", package: "AlertEngine")]),
        .testTarget(
            name: "ReadmeTests",
            dependencies: [
                .product(name: "AlertEngine", package: "AlertEngine"),
                .product(name: "AlertTerminal", package: "AlertEngine"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
