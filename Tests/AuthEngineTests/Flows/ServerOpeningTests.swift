import Glibc
import Testing

@testable import AuthEngine

/// The token server opens its directory and nothing more, so a start on a screen the server has no
/// part in reads none of its files; the first request reads the key and seeds a new home.
@Suite("The token server reads its files at the first request, not when it is opened")
struct ServerOpeningTests {
    private static var seeding: ServerConfiguration {
        var configuration = ServerConfiguration.forTesting
        configuration.seedsDemoAccounts = true
        return configuration
    }

    @Test(
        "opening a new home creates only its directory; the first request creates the key and the demo accounts"
    )
    func newHomeAtFirstRequest() async throws {
        try await withAsyncTemporaryDirectory { home in
            let server = try TokenServer(directory: home + "/server", configuration: Self.seeding)
            let files = try SecureFileStore(directory: home + "/server")
            #expect(try files.documentNames() == [])

            let response = await server.handle(EngineRequest(method: .get, path: "/v1/config"))

            #expect(response.status == 200)
            #expect(try files.documentNames() == [ServerDatabase.keysName, ServerDatabase.stateName])
            let accounts = try files.read(ServerState.self, named: ServerDatabase.stateName)?.accounts
            #expect(accounts?.map(\.email).contains("ada@viper-auth.example") == true)
        }
    }

    @Test(
        "damaged key and state files do not stop it opening: requests answer 503 until they are moved aside")
    func damagedFilesAnswerAtFirstRequest() async throws {
        try await withAsyncTemporaryDirectory { home in
            let directory = home + "/server"
            _ = try await TokenServer(directory: directory, configuration: Self.seeding)
                .handle(EngineRequest(method: .get, path: "/v1/config"))
            for name in [ServerDatabase.keysName, ServerDatabase.stateName] {
                let file = try #require(fopen(directory + "/" + name, "w"))
                fputs("{ this is not json", file)
                fclose(file)
            }

            let reopened = try TokenServer(directory: directory, configuration: Self.seeding)
            let refused = await reopened.handle(EngineRequest(method: .get, path: "/v1/config"))
            let moved = try TokenServer.quarantineCorruptState(directory: directory)
            let answered = await reopened.handle(EngineRequest(method: .get, path: "/v1/config"))

            #expect(refused.status == 503)
            #expect(moved.sorted() == [ServerDatabase.keysName, ServerDatabase.stateName])
            #expect(answered.status == 200)
        }
    }

    @Test("the account page signs in a demo account on a home no request has reached yet")
    func pagesOpenTheServerToo() throws {
        try withTemporaryDirectory { home in
            let server = try TokenServer(directory: home + "/server", configuration: Self.seeding)

            let code = try server.issueOneTimeRegistrationCode(
                email: "ada@viper-auth.example", password: Secret("analytical-engine"))

            #expect(!code.isEmpty)
        }
    }

    @Test("a home that already has a state document is not seeded again")
    func existingStateIsNotSeeded() async throws {
        try await withAsyncTemporaryDirectory { home in
            let files = try SecureFileStore(directory: home + "/server")
            try files.write(ServerState(), named: ServerDatabase.stateName)

            let server = try TokenServer(directory: home + "/server", configuration: Self.seeding)
            _ = await server.handle(EngineRequest(method: .get, path: "/v1/config"))

            #expect(try files.read(ServerState.self, named: ServerDatabase.stateName)?.accounts == [])
        }
    }
}
