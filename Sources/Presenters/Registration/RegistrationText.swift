/// The sentences of the Registration screens.
enum RegistrationText {
    static let title = "Register"
    static let introduction = ["Prove who you are to register this device."]
    static let signInTitle = "Sign in"
    static let signInIntroduction = [
        "Enter the email and password of your account. An empty email goes back."
    ]
    static let signUpTitle = "Sign up"
    static let signUpIntroduction = ["Create a new account. An empty full name goes back."]
    static let emptyPassword = "Enter your password."
    static let checkingPassword = "Checking your email and password…"
    static let creatingAccount = "Creating your account…"

    static let menu = Menu<RegistrationChoice>([
        .init(.signIn, keyword: "signin", title: "Sign in with email and password"),
        .init(.signUp, keyword: "signup", title: "Sign up for a new account"),
        .init(.back, keyword: "back", title: "Back"),
    ])
}
