// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "tidy",
    dependencies: [
        // Where your clone of AlertEngine is, relative to this package. `name:` lets the
        // products below find it whatever its directory is called.
        .package(name: "AlertEngine", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "tidy",
            dependencies: [
                .product(name: "AlertEngine", package: "AlertEngine"),
                .product(name: "AlertTerminal", package: "AlertEngine"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
