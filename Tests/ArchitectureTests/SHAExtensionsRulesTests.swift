import TestSupport
import Testing

/// The code built with the SHA instructions enabled stays in one target that only AuthEngine's
/// CPUID-gated bridge calls: no other target gets the flags, the intrinsics or the import.
@Suite("The SHA extensions stay behind their CPUID check")
struct SHAExtensionsRulesTests {
    @Test("only AuthEngineSHAExtensions is built with the SHA instructions enabled")
    func flagsReachOneTarget() throws {
        let manifest = try PackageFiles.text(at: "Package.swift")
        let declarations = ImportRules.targetDeclarations(in: manifest)
        let flagged = declarations.filter { $0.arguments.contains("shaExtensionsFlags") }.map(\.name)
        let instructionFlagLines = manifest.split(separator: "\n").filter { $0.contains("\"-m") }

        #expect(flagged == ["AuthEngineSHAExtensions"])
        #expect(!instructionFlagLines.isEmpty)
        #expect(
            instructionFlagLines.allSatisfy { $0.contains("let shaExtensionsFlags") },
            "\(instructionFlagLines)")
    }

    @Test("AuthEngine reaches the accelerated target from its bridge file only")
    func oneBridge() throws {
        let importers = try PackageSources.targetNames().flatMap { target in
            try PackageSources.swiftFiles(of: target).filter { file in
                ImportRules.imports(in: file.text).contains { $0.module == "AuthEngineSHAExtensions" }
            }
            .map(\.path)
        }

        #expect(importers == ["Sources/AuthEngine/Crypto/SHAExtensionsBridge.swift"])
    }

    @Test(
        "the intrinsics are imported only where allowed, by their whole path",
        arguments: [
            ("AuthEngine", "import _Builtin_intrinsics.intel.cpuid", true),
            ("AuthEngine", "import _Builtin_intrinsics.intel", false),
            ("AuthEngine", "import _Builtin_intrinsics", false),
            ("AuthEngineSHAExtensions", "import _Builtin_intrinsics.intel", true),
            ("AuthEngineSHAExtensions", "import AuthEngine", false),
            ("Interactors", "import _Builtin_intrinsics.intel.cpuid", false),
            ("EngineBench", "import _Builtin_intrinsics.intel", false),
        ])
    func intrinsicsImports(target: String, line: String, allowed: Bool) {
        let violations = ImportRules.violations(inTarget: target, file: "Planted.swift", source: line)

        #expect(violations.isEmpty == allowed, "\(violations)")
    }
}
