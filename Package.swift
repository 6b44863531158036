// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "viper-auth",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "AuthEngine", targets: ["AuthEngine"]),
        .executable(name: "engine-bench", targets: ["EngineBench"]),
        .executable(name: "store-contention", targets: ["StoreContention"]),
    ],
    targets: [
        .target(name: "AuthEngine"),
        .executableTarget(name: "EngineBench", dependencies: ["AuthEngine"]),
        .executableTarget(name: "StoreContention", dependencies: ["AuthEngine"]),
        .testTarget(name: "AuthEngineTests", dependencies: ["AuthEngine"]),
    ],
    swiftLanguageModes: [.v6]
)
