/// What choosing a new PIN needs next, or how it ended: the CreatePin module's own step, which its
/// interactor reads from the engine flow its route carries.
package enum NewPinStep: Equatable, Sendable {
    /// A new PIN under the request's rules; after a refused one, with the rule it broke.
    case chooseNewPin(NewPinRequest)
    /// The new PIN was taken: the session it leaves signed in (a new registration's, or the one
    /// whose PIN changed).
    case succeeded(UserSession)
    /// The flow ended without success: `.cancelled` when the person cancelled, or when the engine
    /// asked something no new-PIN screen answers (the interactor has then ended the flow).
    case failed(AppError)
}
