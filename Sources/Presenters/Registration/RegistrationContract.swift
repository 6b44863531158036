/// Where the Registration module sends the person.
@MainActor
public protocol RegistrationRouting: AnyObject {
    /// The identity was proven and the engine asks for a new PIN.
    func registrationNeedsPin()
    /// The person went back without registering.
    func registrationDidCancel()
}
