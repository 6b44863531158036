import TestSupport
import Testing

/// The VIPER layering, enforced by reading the sources: a target that imports what its layer
/// must not fails here, with the file and line.
@Suite("The layering of the sources")
struct LayeringTests {
    @Test("each target imports only what its layer allows", arguments: ImportRules.targets)
    func targetImportsOnlyWhatItsLayerAllows(target: String) throws {
        let files = try PackageSources.swiftFiles(of: target)
        let violations = files.flatMap { file in
            ImportRules.violations(inTarget: target, file: file.path, source: file.text)
        }

        #expect(!files.isEmpty, "no sources read for \(target)")
        #expect(violations == [], "\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test("every source target Package.swift declares has an import rule")
    func everyTargetHasARule() throws {
        #expect(try PackageSources.targetNames() == ImportRules.targets)
    }

    @Test("Sources holds the app's six layers and the engine they wrap, nothing else")
    func sourcesHoldTheLayersAndTheEngine() throws {
        let layers = ["App", "AuthEngine", "DI", "Interactors", "Presenters", "Router", "Views"]

        #expect(try PackageFiles.contents(of: "Sources") == layers)
    }

    @Test("the package's products are the app and the engine library; benchmark and tools are not")
    func productsAreTheAppAndTheEngine() throws {
        let manifest = try PackageFiles.text(at: "Package.swift")
        let products = manifest.split(separator: "\n").filter {
            $0.contains(".executable(name:") || $0.contains(".library(name:")
        }

        #expect(
            products.map { $0.trimmingPrefix(while: \.isWhitespace) } == [
                #".executable(name: "viper-auth", targets: ["App"]),"#,
                #".library(name: "AuthEngine", targets: ["AuthEngine"]),"#,
            ])
    }

    @Test("every folder under Sources is a declared target's, so none escapes the rules")
    func everySourceFolderIsATarget() throws {
        let paths = try PackageSources.targets().map(\.path)
        let undeclared = try PackageFiles.contents(of: "Sources").filter {
            !paths.contains("Sources/" + $0)
        }

        #expect(undeclared == [])
    }

    @Test("the checker reads the real import lines")
    func checkerReadsRealImports() throws {
        let interactors = try PackageSources.swiftFiles(of: "Interactors")
        let modules = Set(interactors.flatMap { ImportRules.imports(in: $0.text).map(\.module) })

        #expect(modules.contains("AuthEngine"))
    }

    @Test("Package.swift declares only the dependencies the layering allows")
    func manifestFollowsTheLayering() throws {
        let manifest = try PackageFiles.text(at: "Package.swift")
        let declared = ImportRules.targetDeclarations(in: manifest)
        let violations = ImportRules.manifestViolations(in: manifest)

        #expect(declared.map(\.name).sorted() == ImportRules.targets)
        #expect(declared.first { $0.name == "DI" }?.dependencies.count == 5)
        #expect(violations == [], "\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test("a planted violation is reported with its file and line")
    func plantedViolationIsReported() {
        let presenter = """
            import Interactors
            // import AuthEngine, in a comment, is fine
            import AuthEngine

            struct LeakyPresenter {}
            """
        let view = """
            import Presenters

            @testable import Interactors
            """

        let violations =
            ImportRules.violations(
                inTarget: "Presenters", file: "Sources/Presenters/Leaky.swift", source: presenter)
            + ImportRules.violations(inTarget: "Views", file: "Sources/Views/Leaky.swift", source: view)

        #expect(
            violations.map(\.description) == [
                "Sources/Presenters/Leaky.swift:3: Presenters imports AuthEngine, which it must not",
                "Sources/Views/Leaky.swift:3: Views imports Interactors, which it must not",
            ])
    }

    @Test(
        "every form of import is read",
        arguments: [
            ("import AuthEngine", "AuthEngine"),
            ("@testable import AuthEngine", "AuthEngine"),
            ("@_exported import AuthEngine", "AuthEngine"),
            ("@preconcurrency import AuthEngine", "AuthEngine"),
            ("@_spi(Testing) @testable import AuthEngine", "AuthEngine"),
            ("@_implementationOnly import AuthEngine", "AuthEngine"),
            ("public import AuthEngine", "AuthEngine"),
            ("internal import AuthEngine", "AuthEngine"),
            ("package import AuthEngine", "AuthEngine"),
            ("import struct AuthEngine.TokenServer", "AuthEngine"),
            ("import protocol AuthEngine.EngineTransport", "AuthEngine"),
            ("    import AuthEngine  // indented under #if", "AuthEngine"),
            ("import\tAuthEngine", "AuthEngine"),
            ("/* a note */ import AuthEngine", "AuthEngine"),
            ("import Views; import AuthEngine", "AuthEngine"),
        ])
    func everyFormIsRead(line: String, module: String) {
        let modules = ImportRules.imports(in: line).map(\.module)

        #expect(modules.last == module)
        #expect(!ImportRules.violations(inTarget: "Router", file: "Fake.swift", source: line).isEmpty)
    }

    @Test("comments, string literals and look-alike words are not imports")
    func nonImportsAreIgnored() {
        let source = #"""
            // import AuthEngine
            /* import AuthEngine
               import AuthEngine */
            let importantNumber = 1
            let sample = """
                import AuthEngine
                """
            let reexport = "@_exported import AuthEngine"
            """#

        #expect(ImportRules.imports(in: source) == [])
    }

    @Test("a re-export is a violation even of a module the target may import")
    func reexportIsViolation() {
        let violations = ImportRules.violations(
            inTarget: "DI", file: "Sources/DI/Exports.swift", source: "@_exported import AuthEngine")

        #expect(
            violations.map(\.description) == [
                "Sources/DI/Exports.swift:1: DI re-exports AuthEngine, handing it past the layering"
            ])
    }

    @Test("Foundation and package products are not allowed anywhere")
    func foundationAndPackagesAreNotAllowed() {
        let source = "import Foundation\nimport Synchronization\nimport Collections"

        let violations = ImportRules.violations(inTarget: "AuthEngine", file: "A.swift", source: source)

        #expect(
            violations.map(\.description) == [
                "A.swift:1: AuthEngine imports Foundation, which it must not",
                "A.swift:3: AuthEngine imports Collections, which it must not",
            ])
    }

    @Test("a planted manifest dependency that skips a layer is reported")
    func plantedManifestViolationIsReported() {
        let manifest = """
            let package = Package(
                name: "fake",
                targets: [
                    .target(name: "AuthEngine"),
                    .target(
                        name: "Presenters",
                        dependencies: ["Interactors", "AuthEngine"]
                    ),
                    .executableTarget(
                        name: "App", dependencies: ["DI", .product(name: "Collections", package: "c")]),
                    .testTarget(name: "PresentersTests", dependencies: ["Presenters", "AuthEngine"]),
                ]
            )
            """

        #expect(
            ImportRules.manifestViolations(in: manifest).map(\.description) == [
                "Package.swift:5: Presenters depends on AuthEngine, which it must not",
                "Package.swift:9: App depends on Collections, which it must not",
                "Package.swift:9: App depends on c, which it must not",
            ])
    }
}
