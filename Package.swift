// swift-tools-version: 6.1
import PackageDescription

// Sources holds the app's six layers and the engine they wrap, each folder its own target, so the
// compiler enforces the VIPER layering:
//
//   AuthEngine ← Interactors ← Presenters ← Views
//                Interactors, Presenters ← Router
//   everything ← DI ← App
//
// Tests/ArchitectureTests also reads the sources and fails on a forbidden import. Programs that are
// not the app live outside Sources and outside the products: the benchmark in Benchmarks, and the
// helpers the storage tests run as processes (and kill) in Tests/Tools. `swift build` still builds
// them, as executables named after their targets, beside the test bundle where the tests find them.

// The SHA-256 code that uses the CPU's SHA instructions is its own target, the only one compiled
// with them enabled; AuthEngine calls it only after a CPUID check (docs/ENGINE.md, "Crypto"). Its
// folder lies inside the engine's, which excludes it.
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

// The release binary exports no symbols. The toolchain links a static Swift runtime with
// `-export-dynamic`, which put the targets' six thousand `package` symbols in the dynamic symbol
// table, where nothing looks them up; the runtime's start-up `dladdr` scanned them all (0.2M
// instructions and ~40 pages of every start). It is linked by the toolchain's own lld, which packs
// its 37,000 relative relocations (`-z pack-relative-relocs`, read by glibc 2.36 and later; gold
// cannot write them): 7 KB the loader reads instead of 870 KB, 0.15M instructions of every start.
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
            name: "App", dependencies: ["DI"], swiftSettings: directMetadataAccess,
            linkerSettings: releaseLinking),
        .executableTarget(name: "EngineBench", dependencies: ["AuthEngine"], path: "Benchmarks/EngineBench"),
        .executableTarget(
            name: "StoreContention", dependencies: ["AuthEngine"], path: "Tests/Tools/StoreContention"),
        .executableTarget(
            name: "SessionWriter", dependencies: ["AuthEngine"], path: "Tests/Tools/SessionWriter"),
        .executableTarget(
            name: "ServerStoreWriter", dependencies: ["AuthEngine"], path: "Tests/Tools/ServerStoreWriter"),
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
        .testTarget(name: "AppTests", dependencies: ["App"]),
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
