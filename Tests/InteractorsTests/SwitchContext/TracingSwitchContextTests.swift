import Interactors
import TestSupport
import Testing

@MainActor
@Suite("SwitchContext's interactor decorator")
struct TracingSwitchContextTests {
    static let memberships = [
        Membership(
            index: 0, roleName: "Guest", schoolName: "Riverside", academicUnitName: "", isActive: true),
        Membership(
            index: 1, roleName: "Teacher", schoolName: "Northfield", academicUnitName: "Year 5",
            isActive: false),
    ]

    @Test("the interactor decorator hands over every use case between its two hops")
    func interactor() async throws {
        let mock = SwitchContextInteractorMock()
        mock.membershipLists = [.success(Self.memberships)]
        mock.switches = [.success(TraceFixtures.session)]
        mock.logoutOutcomes = [.alreadyLoggedOut]
        let log = DecoratorLog { mock.calls }
        let sut = try #require(log.trace("SwitchContext")).traced(mock)

        #expect(try await sut.memberships(profileId: "prf_ada") == Self.memberships)
        #expect(try await sut.switchContext(profileId: "prf_ada", to: 1) == TraceFixtures.session)
        #expect(await sut.endSession(owner: .profile("prf_ada")) == .alreadyLoggedOut)

        #expect(
            log.entries == [
                hop("Presenter -> Interactor: memberships(profileId: prf_ada)"),
                .call(.memberships(profileId: "prf_ada")), hop("Interactor -> Presenter: 2 memberships"),
                hop("Presenter -> Interactor: switchContext(profileId: prf_ada, to: 1)"),
                .call(.switchContext(profileId: "prf_ada", index: 1)),
                hop("Interactor -> Presenter: switched: new access token"),
                hop("Presenter -> Interactor: endSession(owner: profile prf_ada)"),
                .call(.endSession(.profile("prf_ada"))),
                hop("Interactor -> Presenter: session ended: alreadyLoggedOut"),
            ])
    }

    private func hop(_ line: String) -> DecoratorLog<SwitchContextInteractorMock.Call>.Entry {
        .hop("trace: SwitchContext: " + line)
    }
}
