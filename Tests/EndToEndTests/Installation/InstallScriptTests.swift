import Foundation
import TestSupport
import Testing

/// `scripts/install.sh`, given the binary the tests run (so no release build): what it installs
/// under a prefix, and that `--uninstall` leaves the prefix as install found it.
@Suite("scripts/install.sh")
struct InstallScriptTests {
    private static let installed = [
        "bin/viper-auth",
        "share/man/man1/viper-auth.1",
        "share/bash-completion/completions/viper-auth",
        "share/zsh/site-functions/_viper-auth",
        "share/fish/vendor_completions.d/viper-auth.fish",
    ]

    @Test("installs the binary, the manual and the completions, and uninstalling leaves the prefix as it was")
    func installThenUninstall() async throws {
        let root = try TemporaryDirectory(prefix: "viper-auth-install")
        defer { root.remove() }
        let prefix = root.path + "/prefix"
        // A prefix in use: a man directory with another page in it, which both steps leave alone.
        try FileManager.default.createDirectory(
            atPath: prefix + "/share/man", withIntermediateDirectories: true)
        let other = prefix + "/share/man/other.1"
        #expect(FileManager.default.createFile(atPath: other, contents: Data("other".utf8)))
        let before = try Self.tree(root.path)

        let install = try await Self.script(["--prefix", prefix, "--binary", BinaryRunner.binaryPath])

        #expect(install.status == 0, "\(install.stderr)")
        for file in Self.installed {
            #expect(install.stdout.contains("installed \(prefix)/\(file)\n"))
        }
        #expect(FileManager.default.isExecutableFile(atPath: prefix + "/bin/viper-auth"))
        let manual = try await Self.printed(["help", "--man"])
        #expect(try Self.text(prefix + "/share/man/man1/viper-auth.1") == manual)
        for (shell, file) in zip(["bash", "zsh", "fish"], Self.installed.suffix(3)) {
            let script = try await Self.printed(["completion", shell])
            #expect(try Self.text(prefix + "/" + file) == script, "\(file)")
        }
        #expect(try Self.text(other) == "other")

        let uninstall = try await Self.script(["--prefix", prefix, "--uninstall"])

        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(try Self.tree(root.path) == before)
    }

    @Test("a prefix that did not exist is made, and removed again; a second install changes nothing")
    func newPrefix() async throws {
        let root = try TemporaryDirectory(prefix: "viper-auth-install")
        defer { root.remove() }
        let prefix = root.path + "/new/prefix"

        #expect(
            try await Self.script(["--binary", BinaryRunner.binaryPath], prefixVariable: prefix).status == 0)
        let first = try Self.tree(root.path)
        #expect(
            try await Self.script(["--prefix=\(prefix)", "--binary=\(BinaryRunner.binaryPath)"]).status == 0)
        #expect(try Self.tree(root.path) == first)
        #expect(try await Self.script(["--uninstall"], prefixVariable: prefix).status == 0)

        #expect(try Self.tree(root.path) == [])
    }

    @Test("without --binary it builds the release with the Swift runtime linked in, and installs that")
    func buildsTheRelease() async throws {
        let root = try TemporaryDirectory(prefix: "viper-auth-install")
        defer { root.remove() }
        // A `swift` that notes how it was called and answers --show-bin-path with a folder holding
        // the tests' binary: the script's build step, without a release build in the tests.
        let tools = root.path + "/tools"
        try FileManager.default.createDirectory(atPath: tools + "/release", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: tools + "/release/viper-auth", withDestinationPath: BinaryRunner.binaryPath)
        let fakeSwift = """
            #!/bin/sh
            echo "$PWD: $*" >>"\(tools)/calls"
            case " $* " in *" --show-bin-path "*) echo "\(tools)/release" ;; esac
            """
        #expect(FileManager.default.createFile(atPath: tools + "/swift", contents: Data(fakeSwift.utf8)))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tools + "/swift")
        let path = tools + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")

        let install = try await Self.script(["--prefix", root.path + "/prefix"], path: path)

        #expect(install.status == 0, "\(install.stderr)")
        #expect(
            try Self.text(tools + "/calls")
                == "\(PackageFiles.root): build -c release --static-swift-stdlib --disable-local-rpath\n"
                + "\(PackageFiles.root): build -c release --static-swift-stdlib --disable-local-rpath "
                + "--show-bin-path\n")
        #expect(
            FileManager.default.contentsEqual(
                atPath: root.path + "/prefix/bin/viper-auth", andPath: BinaryRunner.binaryPath))
    }

    @Test("a bad argument is refused with the usage, exit status 2, and nothing written")
    func badArgument() async throws {
        let root = try TemporaryDirectory(prefix: "viper-auth-install")
        defer { root.remove() }

        let refused = try await Self.script([
            "--prefix", root.path + "/p", "--bianry", BinaryRunner.binaryPath,
        ])

        #expect(refused.status == 2)
        #expect(
            refused.stderr.hasPrefix("install.sh: unknown argument '--bianry'\nusage: scripts/install.sh"))
        #expect(try Self.tree(root.path) == [])
    }

    /// Runs `sh scripts/install.sh arguments…`, with `PREFIX` set when `prefixVariable` is given
    /// and `PATH` when `path` is.
    private static func script(_ arguments: [String], prefixVariable: String? = nil, path: String? = nil)
        async throws -> ExternalProgram.Result
    {
        let shell = try #require(ExternalProgram("sh"))
        var changes: [String: String?] = ["PREFIX": prefixVariable]
        if let path { changes["PATH"] = path }
        return try await shell.run(
            [PackageFiles.root + "/scripts/install.sh"] + arguments,
            environment: BinaryRunner.environment(changes))
    }

    /// Every path under `directory`, sorted.
    private static func tree(_ directory: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: directory).sorted()
    }

    private static func text(_ path: String) throws -> String {
        String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
    }

    /// What the binary prints for `arguments`.
    private static func printed(_ arguments: [String]) async throws -> String {
        try await ExternalProgram.binary.run(arguments).stdout
    }
}
