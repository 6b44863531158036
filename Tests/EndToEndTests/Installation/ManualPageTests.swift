import TestSupport
import Testing

/// `viper-auth help --man` as the formatters read it: without a warning, and naming every command.
/// groff and man-db are not everywhere the tests run; each test says so when it is skipped.
@Suite("viper-auth help --man, formatted")
struct ManualPageTests {
    private static let groff = ExternalProgram("groff")
    private static let man = ExternalProgram("man")

    @Test(
        "groff formats it without a warning",
        .enabled(if: groff != nil, "groff is not installed here: the page is not formatted"))
    func groffFormatsWithoutWarnings() async throws {
        let groff = try #require(Self.groff)

        let checked = try await groff.run(["-man", "-ww", "-z"], input: try await Self.page())

        #expect(checked.status == 0)
        #expect(checked.stderr.isEmpty)
    }

    @Test(
        "man -l shows it without a warning, with every command's usage line",
        .enabled("man-db's man is not installed here: the page is not shown") {
            // man-db's: its --warnings passes groff's warnings through.
            try await Self.man?.run(["--version"]).stdout.hasPrefix("man ") == true
        })
    func manShowsEveryCommand() async throws {
        let man = try #require(Self.man)
        let usage = try await Self.usageLines()

        let shown = try await man.run(
            ["--warnings", "-l", "-"], input: try await Self.page(),
            environment: BinaryRunner.environment(["MANWIDTH": "200", "MANPAGER": "cat", "PAGER": "cat"]))

        #expect(shown.status == 0)
        #expect(shown.stderr.isEmpty, "\(shown.stderr)")
        #expect(usage.count > 10)
        for line in usage {
            #expect(shown.stdout.contains(line), "\(line) is not in the manual")
        }
    }

    @Test("help without --man prints the program's help, as --help does")
    func helpCommand() async throws {
        let help = try await ExternalProgram.binary.run(["help"])

        #expect(help.status == 0 && help.stderr.isEmpty)
        #expect(help.stdout == (try await ExternalProgram.binary.run(["--help"])).stdout)
        #expect(help.stdout.contains("\n  viper-auth help [--man] "))
    }

    /// What `viper-auth help --man` prints.
    private static func page() async throws -> String {
        let printed = try await ExternalProgram.binary.run(["help", "--man"])
        #expect(printed.status == 0 && printed.stderr.isEmpty)
        return printed.stdout
    }

    /// The usage lines `viper-auth --help` shows, without their summaries.
    private static func usageLines() async throws -> [String] {
        let help = try await ExternalProgram.binary.run(["--help"]).stdout
        guard
            let block = help.components(separatedBy: "Usage:\n").dropFirst().first?.components(
                separatedBy: "\n\n"
            ).first
        else { return [] }
        return block.split(separator: "\n").compactMap { line in
            let usage = line.trimmingPrefix("  ").components(separatedBy: "  ").first ?? ""
            return usage.isEmpty ? nil : usage
        }
    }
}
