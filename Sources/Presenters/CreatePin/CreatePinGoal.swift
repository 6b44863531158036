import Interactors

/// What a new PIN is for, on the route the CreatePin module is shown under: the words that differ,
/// and where the person goes once the flow ends. One goal per route, picked by the route's
/// initializer of `CreatePinPresenter`, so the presenter asks for the PIN the same way on both and
/// has no branch on what it is for.
@MainActor
protocol CreatePinGoal {
    /// The route's words.
    var text: CreatePinText { get }

    /// Sends the person on: the new PIN is set and `session` signed in.
    func succeed(with session: UserSession)
    /// Sends the person back after the flow was cancelled or failed, `notice` saying why.
    func end(notice: RouteNotice?)
    /// Ends the session and returns true when `error` says it is over; returns false, having done
    /// nothing, for any other error, which `end(notice:)` then reports.
    func endsSession(after error: AppError) async -> Bool
}

/// A registration's new PIN: it ends with the new profile signed in, or back on Welcome.
struct RegistrationGoal: CreatePinGoal {
    weak var router: (any CreatePinRouting)?
    let text = CreatePinText.registration

    func succeed(with session: UserSession) {
        router?.createPinDidSignIn(owner: session.owner)
    }

    func end(notice: RouteNotice?) {
        router?.createPinDidEnd(notice: notice)
    }

    func endsSession(after error: AppError) async -> Bool {
        // A registration has no session yet: whatever failed, Welcome shows why.
        false
    }
}

/// A PIN change's new PIN: back to Profile, changed or not.
struct ChangePinNewGoal: CreatePinGoal {
    let profileId: ProfileID
    weak var router: (any ChangePinNewRouting)?
    let sessionEnd: SessionEndPolicy
    let text = CreatePinText.pinChange

    func succeed(with session: UserSession) {
        router?.changePinNewDidChangePin(profileId: profileId)
    }

    func end(notice: RouteNotice?) {
        router?.changePinNewDidEnd(profileId: profileId, notice: notice)
    }

    func endsSession(after error: AppError) async -> Bool {
        await sessionEnd.endsSession(after: error)
    }
}
