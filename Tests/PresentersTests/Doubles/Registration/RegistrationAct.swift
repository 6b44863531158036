@testable import Presenters

/// What a person does on the Registration screen, as its view hands it over: a test lists the
/// acts of its story in order.
enum RegistrationAct {
    case choose(RegistrationChoice)
    case enter(String)
    case goBack
    case cancel
}

extension RegistrationPresenter {
    /// Hands `act` to the presenter as the view would.
    func perform(_ act: RegistrationAct) async {
        switch act {
        case .choose(let choice): await didChoose(choice)
        case .enter(let text): await didEnter(text)
        case .goBack: await didGoBack()
        case .cancel: await didCancel()
        }
    }
}
