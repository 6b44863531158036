// swift-tools-version: 6.1
import PackageDescription

// Every folder under Sources is its own target, so the compiler enforces the VIPER layering:
//
//   AuthEngine ← Interactors ← Presenters ← Views
//                              Presenters ← Router
//   everything ← DI ← App
//
// Tests/ArchitectureTests also reads the sources and fails on a forbidden import.

// The SHA-256 code that uses the CPU's SHA instructions is its own target, the only one compiled
// with them enabled; AuthEngine calls it only after a CPUID check (docs/ENGINE.md, "Crypto").
#if arch(x86_64)
    let shaExtensionsFlags: [SwiftSetting] = [.unsafeFlags(["-Xcc", "-msha", "-Xcc", "-msse4.1"])]
#else
    let shaExtensionsFlags: [SwiftSetting] = []
#endif

// In release builds the app's targets reach generic type metadata through accessor functions
// rather than mangled type names. The runtime resolves a mangled name by checking the type's
// requirements, which searches every protocol conformance record in the binary once per type; at
// start-up those searches (dozens of them: dictionaries, arrays, Codable containers) were a large
// share of the time before the first prompt (docs/ENGINE.md, "Start-up"). Accessors are what the
// compiler emits anyway for runtimes that predate mangled names, so nothing else changes.
let directMetadataAccess: [SwiftSetting] = [
    .unsafeFlags(
        ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
        .when(configuration: .release))
]

let package = Package(
    name: "viper-auth",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "viper-auth", targets: ["App"]),
        .library(name: "AuthEngine", targets: ["AuthEngine"]),
        .executable(name: "engine-bench", targets: ["EngineBench"]),
        .executable(name: "store-contention", targets: ["StoreContention"]),
        .executable(name: "session-writer", targets: ["SessionWriter"]),
    ],
    targets: [
        .target(name: "AuthEngineSHAExtensions", swiftSettings: shaExtensionsFlags),
        .target(
            name: "AuthEngine", dependencies: ["AuthEngineSHAExtensions"], swiftSettings: directMetadataAccess
        ),
        .target(name: "Interactors", dependencies: ["AuthEngine"], swiftSettings: directMetadataAccess),
        .target(name: "Presenters", dependencies: ["Interactors"], swiftSettings: directMetadataAccess),
        .target(name: "Views", dependencies: ["Presenters"], swiftSettings: directMetadataAccess),
        .target(name: "Router", dependencies: ["Presenters"], swiftSettings: directMetadataAccess),
        .target(
            name: "DI", dependencies: ["AuthEngine", "Interactors", "Presenters", "Views", "Router"],
            swiftSettings: directMetadataAccess),
        .executableTarget(name: "App", dependencies: ["DI"], swiftSettings: directMetadataAccess),
        .executableTarget(name: "EngineBench", dependencies: ["AuthEngine"]),
        .executableTarget(name: "StoreContention", dependencies: ["AuthEngine"]),
        .executableTarget(name: "SessionWriter", dependencies: ["AuthEngine"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "AuthEngineTests", dependencies: ["AuthEngine"]),
        .testTarget(name: "InteractorsTests", dependencies: ["Interactors", "AuthEngine"]),
        .testTarget(name: "PresentersTests", dependencies: ["Presenters", "Interactors"]),
        .testTarget(name: "ViewsTests", dependencies: ["Views", "Presenters"]),
        .testTarget(name: "RouterTests", dependencies: ["Router", "Presenters", "Interactors"]),
        .testTarget(name: "DITests", dependencies: ["DI", "Router", "Presenters", "Interactors", "Views"]),
        .testTarget(name: "AppTests", dependencies: ["App"]),
        .testTarget(name: "EndToEndTests", dependencies: ["App", "Router", "TestSupport"]),
        .testTarget(name: "ArchitectureTests", dependencies: ["Router"]),
    ],
    swiftLanguageModes: [.v6]
)
