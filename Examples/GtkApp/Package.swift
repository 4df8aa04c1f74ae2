// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Photos",
    dependencies: [
        // The desktop presenter comes with the GTK trait (it needs libgtk-4-dev).
        .package(name: "AlertEngine", path: "../..", traits: ["GTK"])
    ],
    targets: [
        // The program's own way to GTK's C API.
        .systemLibrary(name: "CGtk4", pkgConfig: "gtk4"),
        .executableTarget(
            name: "Photos",
            dependencies: [
                "CGtk4",
                .product(name: "AlertEngine", package: "AlertEngine"),
                .product(name: "AlertGTK", package: "AlertEngine"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
