// swift-tools-version: 6.1
import PackageDescription

// Sources holds the app's six layers and the engine they wrap, each folder its own target, so the
// compiler enforces the VIPER layering:
//
//   AuthEngine ← Interactors ← Presenters ← Views
//                Interactors, Presenters ← Router
//   everything ← DI ← App   (App also imports the layers whose types its command table reads)
//
// Tests/ArchitectureTests also reads the sources and fails on a forbidden import. Programs that are
// not the app live outside Sources and outside the products: the benchmark in Benchmarks, and the
// helpers the storage tests run as processes (and kill) and the end-to-end tests' `$BROWSER`, in
// Tests/Tools. `swift build` still builds them, as executables named after their targets, beside
// the test bundle where the tests find them.

// The SHA-256 code that uses the CPU's SHA instructions is its own target, the only one compiled
// with them enabled; AuthEngine calls it only after a CPUID check (docs/ENGINE.md, "Crypto"). Its
// folder lies inside the engine's, which excludes it.
// unsafeFlags: SwiftPM has no setting that enables one CPU extension for one target.
#if arch(x86_64)
    let shaExtensionsFlags: [SwiftSetting] = [.unsafeFlags(["-Xcc", "-msha", "-Xcc", "-msse4.1"])]
#else
    let shaExtensionsFlags: [SwiftSetting] = []
#endif

// unsafeFlags: metadata by accessor, as a mangled name scans every conformance record (ENGINE.md, Start-up).
let directMetadataAccess: [SwiftSetting] = [
    .unsafeFlags(
        ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
        .when(configuration: .release))
]

// unsafeFlags: no exported symbols and packed relocations, a shorter start (docs/ENGINE.md, Start-up).
let releaseLinking: [LinkerSetting] = [
    .unsafeFlags(
        [
            "-use-ld=lld", "-Xlinker", "--no-export-dynamic", "-Xlinker", "-z", "-Xlinker",
            "pack-relative-relocs",
        ],
        .when(configuration: .release))
]

let package = Package(
    name: "viper-auth",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "viper-auth", targets: ["App"]),
        .library(name: "AuthEngine", targets: ["AuthEngine"]),
    ],
    targets: [
        .target(
            name: "AuthEngineSHAExtensions", path: "Sources/AuthEngine/SHAExtensions",
            swiftSettings: shaExtensionsFlags),
        .target(
            name: "AuthEngine", dependencies: ["AuthEngineSHAExtensions"], exclude: ["SHAExtensions"],
            swiftSettings: directMetadataAccess),
        .target(name: "Interactors", dependencies: ["AuthEngine"], swiftSettings: directMetadataAccess),
        .target(name: "Presenters", dependencies: ["Interactors"], swiftSettings: directMetadataAccess),
        .target(name: "Views", dependencies: ["Presenters"], swiftSettings: directMetadataAccess),
        .target(
            name: "Router", dependencies: ["Presenters", "Interactors"], swiftSettings: directMetadataAccess),
        .target(
            name: "DI", dependencies: ["AuthEngine", "Interactors", "Presenters", "Views", "Router"],
            swiftSettings: directMetadataAccess),
        .executableTarget(
            name: "App", dependencies: ["DI", "Interactors", "Presenters", "Router", "Views"],
            swiftSettings: directMetadataAccess,
            linkerSettings: releaseLinking),
        .executableTarget(name: "EngineBench", dependencies: ["AuthEngine"], path: "Benchmarks/EngineBench"),
        .executableTarget(
            name: "StoreContention", dependencies: ["AuthEngine"], path: "Tests/Tools/StoreContention"),
        .executableTarget(
            name: "SessionWriter", dependencies: ["AuthEngine"], path: "Tests/Tools/SessionWriter"),
        .executableTarget(
            name: "ServerStoreWriter", dependencies: ["AuthEngine"], path: "Tests/Tools/ServerStoreWriter"),
        .executableTarget(
            name: "viper-auth-test-browser", dependencies: ["AuthEngine"], path: "Tests/Tools/TestBrowser"),
        .target(name: "TestSupport", dependencies: ["AuthEngine", "Interactors"], path: "Tests/TestSupport"),
        .testTarget(name: "AuthEngineTests", dependencies: ["AuthEngine", "TestSupport"]),
        .testTarget(name: "InteractorsTests", dependencies: ["Interactors", "AuthEngine", "TestSupport"]),
        .testTarget(name: "PresentersTests", dependencies: ["Presenters", "Interactors", "TestSupport"]),
        .testTarget(name: "ViewsTests", dependencies: ["Views", "Presenters", "TestSupport"]),
        .testTarget(
            name: "RouterTests", dependencies: ["Router", "Presenters", "Interactors", "TestSupport"]),
        .testTarget(
            name: "DITests",
            dependencies: ["DI", "Router", "Presenters", "Interactors", "Views", "TestSupport"]),
        .testTarget(name: "AppTests", dependencies: ["App", "Interactors", "Presenters"]),
        .testTarget(name: "EndToEndTests", dependencies: ["App", "Router", "TestSupport"]),
        .testTarget(name: "ArchitectureTests", dependencies: ["Router", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// Every target compiles with nonisolated async functions running on their caller's executor
// (SE-0461, `nonisolated(nonsending)`), so a call from a screen into an interactor and the engine
// stays on the main thread: the interactive session starts no thread before its first prompt
// (docs/ARCHITECTURE.md, "Concurrency"). Tests and tools too: a module compiled without it reads
// another's `async` closure parameters as a different type, and the two fail to link.
for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
}
