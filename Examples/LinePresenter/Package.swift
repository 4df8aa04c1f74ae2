// swift-tools-version: 6.0
import PackageDescription

// A presenter of your own, outside the engine's package: it imports only the presenter
// contract (AlertPresentation) and the vocabulary (AlertProtocol), so `.ci/run` checks that
// the public API is enough to write one.
let package = Package(
    name: "LinePresenter",
    dependencies: [.package(name: "AlertEngine", path: "../..")],
    targets: [
        .target(
            name: "LinePresenter",
            dependencies: [
                .product(name: "AlertPresentation", package: "AlertEngine"),
                .product(name: "AlertProtocol", package: "AlertEngine"),
            ]),
        .testTarget(
            name: "LinePresenterTests",
            dependencies: [
                "LinePresenter",
                .product(name: "AlertProtocol", package: "AlertEngine"),
                .product(name: "AlertQueue", package: "AlertEngine"),
                .product(name: "AlertStyles", package: "AlertEngine"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
