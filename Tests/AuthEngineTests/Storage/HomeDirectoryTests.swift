import AuthEngine
import Glibc
import Testing

@Suite struct HomeDirectoryTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let explicitPath: String?
        let environment: [String: String]
        let expected: String
    }

    static let everything = [
        "VIPER_AUTH_HOME": "/viper", "XDG_STATE_HOME": "/xdg", "HOME": "/home/ada",
    ]

    static let precedence: [Case] = [
        Case(
            testDescription: "the --home flag wins over everything", explicitPath: "/flag",
            environment: everything, expected: "/flag"),
        Case(
            testDescription: "VIPER_AUTH_HOME wins over XDG_STATE_HOME and HOME", explicitPath: nil,
            environment: everything, expected: "/viper"),
        Case(
            testDescription: "XDG_STATE_HOME wins over HOME", explicitPath: nil,
            environment: ["XDG_STATE_HOME": "/xdg", "HOME": "/home/ada"], expected: "/xdg/viper-auth"),
        Case(
            testDescription: "HOME is the last resort", explicitPath: nil,
            environment: ["HOME": "/home/ada"], expected: "/home/ada/.local/state/viper-auth"),
        Case(
            testDescription: "an empty flag counts as unset", explicitPath: "",
            environment: everything, expected: "/viper"),
        Case(
            testDescription: "an empty VIPER_AUTH_HOME counts as unset", explicitPath: nil,
            environment: ["VIPER_AUTH_HOME": "", "XDG_STATE_HOME": "/xdg", "HOME": "/home/ada"],
            expected: "/xdg/viper-auth"),
        Case(
            testDescription: "an empty XDG_STATE_HOME counts as unset", explicitPath: nil,
            environment: ["VIPER_AUTH_HOME": "", "XDG_STATE_HOME": "", "HOME": "/home/ada"],
            expected: "/home/ada/.local/state/viper-auth"),
        Case(
            testDescription: "a relative XDG_STATE_HOME is ignored, as the XDG specification says",
            explicitPath: nil, environment: ["XDG_STATE_HOME": "state", "HOME": "/home/ada"],
            expected: "/home/ada/.local/state/viper-auth"),
        Case(
            testDescription: "trailing and doubled slashes are tidied", explicitPath: "/flag//dir/",
            environment: [:], expected: "/flag/dir"),
        Case(
            testDescription: "the root, however it is spelled, stays the root", explicitPath: "//./",
            environment: [:], expected: "/"),
    ]

    @Test(arguments: precedence)
    func resolvesInPrecedenceOrder(_ example: Case) throws {
        let home = try HomeDirectory.resolve(
            explicitPath: example.explicitPath, environment: example.environment)
        #expect(home == example.expected)
    }

    @Test(arguments: ["relative/home", "./relative/home"])
    func resolvesARelativeFlagAgainstTheCurrentDirectory(_ flag: String) throws {
        let home = try HomeDirectory.resolve(explicitPath: flag, environment: Self.everything)
        #expect(home == (try currentDirectory()) + "/relative/home")
    }

    @Test func resolvesARelativeViperAuthHomeAgainstTheCurrentDirectory() throws {
        let home = try HomeDirectory.resolve(explicitPath: nil, environment: ["VIPER_AUTH_HOME": "here"])
        #expect(home == (try currentDirectory()) + "/here")
    }

    @Test(arguments: [[:], ["HOME": ""], ["XDG_STATE_HOME": "relative"], ["VIPER_AUTH_HOME": ""]])
    func failsWhenNothingGivesAHome(_ environment: [String: String]) {
        #expect(throws: StoreError.homeNotFound) {
            try HomeDirectory.resolve(explicitPath: nil, environment: environment)
        }
    }

    private func currentDirectory() throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        try #require(getcwd(&buffer, buffer.count) != nil)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
