import Interactors
import Synchronization
import TestSupport
import Testing

@testable import Presenters

@MainActor
@Suite("Server presenter")
struct ServerPresenterTests {
    @Test("starts, prints the URL first, serves until the stop the view passes on, and is done")
    func serves() async throws {
        let address = try #require(ServerListenAddress.parse("127.0.0.1:0"))
        let (sut, view, interactor) = makeSUT()

        let outcome = await sut.run(address)

        #expect(outcome == .done)
        #expect(view.messages == [.result("http://127.0.0.1:4321"), .stopRequested])
        #expect(interactor.starts == [address])
        #expect(interactor.server.stopRequests.withLock { $0 } == 1)
    }

    @Test("each response's log line reaches the view as the server wrote it")
    func logs() async throws {
        let address = try #require(ServerListenAddress.parse("127.0.0.1:0"))
        let (sut, view, interactor) = makeSUT()
        interactor.logLines = ["GET /v1/config 200 1ms"]

        _ = await sut.run(address)

        #expect(view.logs.withLock { $0 } == ["GET /v1/config 200 1ms"])
    }

    @Test("what the store mended as it opened is noted after the URL, a line each, in order")
    func notesRecoveries() async throws {
        let address = try #require(ServerListenAddress.parse("127.0.0.1:0"))
        let (sut, view, interactor) = makeSUT()
        interactor.server.recoveries = [
            .setAsideLeftover("state.json.leftover-1"),
            .convertedOldLayout(keptAs: ["state.json.converted", "devices.json.converted"]),
            .droppedIncompleteChange(byteCount: 37),
        ]

        _ = await sut.run(address)

        #expect(
            view.messages == [
                .result("http://127.0.0.1:4321"),
                .note(
                    "viper-auth server: state.json.leftover-1, left by a conversion that was cut short, "
                        + "was set aside unread"),
                .note(
                    "viper-auth server: the server data was converted to the store; the old documents "
                        + "are kept as state.json.converted, devices.json.converted"),
                .note(
                    "viper-auth server: the server data ended in a change a crash cut short (37 bytes, "
                        + "never answered); it was dropped"),
                .stopRequested,
            ])
    }

    @Test("an address in use: why, after the command's name, and a failure; nothing served")
    func addressInUse() async throws {
        let address = try #require(ServerListenAddress.parse("127.0.0.1:8720"))
        let (sut, view, interactor) = makeSUT()
        interactor.failure = .addressInUse("127.0.0.1:8720")

        #expect(await sut.run(address) == .failed)
        #expect(
            view.messages == [
                .failure("viper-auth server: 127.0.0.1:8720 is already in use; choose another with --listen")
            ])
    }

    @Test("a clients file others can read: why, and how to fix it; nothing served")
    func clientsFileTooOpen() async throws {
        let address = try #require(ServerListenAddress.parse("127.0.0.1:8720"))
        let (sut, view, interactor) = makeSUT()
        interactor.failure = .clientsFile(.tooOpen(path: "/etc/clients.json"))

        #expect(await sut.run(address) == .failed)
        #expect(
            view.messages == [
                .failure(
                    "viper-auth server: the clients file /etc/clients.json can be read by other users and may "
                        + "hold client secrets; allow only its owner (chmod 600)")
            ])
    }

    @Test("beyond loopback: the plain-HTTP warning comes first")
    func warnsBeyondLoopback() async throws {
        let address = try #require(ServerListenAddress.parse("0.0.0.0:0"))
        let (sut, view, _) = makeSUT()

        _ = await sut.run(address)

        guard case .note(let warning)? = view.messages.first else {
            Issue.record("expected the warning first, got \(view.messages)")
            return
        }
        #expect(warning.contains("plain HTTP"))
        #expect(view.messages.dropFirst() == [.result("http://127.0.0.1:4321"), .stopRequested])
    }

    @Test("an address beyond loopback gets the plain-HTTP warning; loopback and localhost do not")
    func plainHTTPWarning() throws {
        let everywhere = try #require(ServerListenAddress.parse("0.0.0.0:8720"))
        let lan = try #require(ServerListenAddress.parse("192.168.1.20:0"))
        for address in [everywhere, lan] {
            let warning = try #require(ServerText.plainHTTPWarning(address))
            #expect(warning.contains("plain HTTP"))
            #expect(warning.contains(address.text))
        }
        for text in ["127.0.0.1:8720", "localhost:0", "127.1.2.3:9000"] {
            let address = try #require(ServerListenAddress.parse(text))
            #expect(ServerText.plainHTTPWarning(address) == nil, "\(text) is loopback")
        }
    }

    private func makeSUT() -> (ServerPresenter, ServerViewSpy, ServerInteractorMock) {
        let interactor = ServerInteractorMock()
        let view = ServerViewSpy()
        let sut = ServerPresenter(interactor: interactor)
        sut.view = view
        return (sut, view, interactor)
    }
}
