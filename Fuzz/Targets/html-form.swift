@testable import AuthEngine

// The provider's pages as a program standing in for a browser reads them (`HTMLPageReader`, the
// untrusted bytes `viper-auth browser` and the tests' `$BROWSER` fetch). Any bytes give a page
// within the reader's bounds; the page written back from what was read, every value escaped as
// the provider escapes it, reads as the same page (so a value never keeps a reference the reader
// should have decoded, nor loses one it should have kept); and the device page the provider
// serves, with a code, a form token and an alert taken from the input, reads back as that code,
// that token and that alert.

func fuzzHTMLForm(_ input: [UInt8]) {
    let page = HTMLPageReader.read(input)
    if let form = page.form {
        let fields = form.hiddenFields.count + form.inputs.count + form.buttons.count
        require(fields <= HTMLPageReader.maxFields, "\(fields) fields kept")
    }
    if let alert = page.alert {
        require(
            !alert.isEmpty && alert.count <= HTMLPageReader.maxAlertCharacters, "an alert of \(alert.count)")
    }
    let written = writtenBack(page)
    if fitsTheBounds(page) {
        require(HTMLPageReader.read(Array(written.utf8)) == page, "a page written back reads differently")
    }

    let parts = pieces(input, count: 3).map { String(decoding: $0, as: UTF8.self) }
    let (code, token, alert) = (parts[0], parts[1], parts[2])
    let served = DevicePage.form(
        code: code, request: nil, csrfToken: token, alert: alert.isEmpty ? nil : alert)
    let read = HTMLPageReader.read(served.body)
    require(read.form?.method == "post" && read.form?.action == DevicePage.path, "the form's target changed")
    require(read.form?.buttons.map(\.value) == ["approve", "deny"], "the buttons changed")
    if LoginPage.escaped(token).utf8.count <= HTMLPageReader.maxValueBytes {
        require(read.form?.hiddenFields == [HTMLField(name: "csrf_token", value: token)], "the token changed")
    }
    if LoginPage.escaped(code).utf8.count <= HTMLPageReader.maxValueBytes {
        require(read.form?.inputs.first?.value == code, "the code changed")
    }
    if LoginPage.escaped(alert).utf8.count <= HTMLPageReader.maxAlertBytes {
        let expected = HTMLPageReader.alert(from: alert)
        require(read.alert == (expected.isEmpty ? nil : expected), "the alert changed")
    }
}

/// `page` as markup the provider would write: the alert, then the form.
private func writtenBack(_ page: HTMLPage) -> String {
    let escaped = LoginPage.escaped
    var lines = page.alert.map { [#"<p role="alert">\#(escaped($0))</p>"#] } ?? []
    if let form = page.form {
        lines.append(#"<form method="\#(form.method)" action="\#(escaped(form.action))">"#)
        for field in form.hiddenFields {
            lines.append(
                #"<input type="hidden" name="\#(escaped(field.name))" value="\#(escaped(field.value))">"#)
        }
        for input in form.inputs {
            lines.append(
                #"<input type="\#(escaped(input.type))" name="\#(escaped(input.name))" value="\#(escaped(input.value))">"#
            )
        }
        for button in form.buttons {
            lines.append(
                #"<button name="\#(escaped(button.name))" value="\#(escaped(button.value))">Go</button>"#)
        }
        lines.append("</form>")
    }
    return LoginPage.document(title: "Written back", body: lines)
}

/// True when every value of `page`, escaped, is short enough to be read whole again.
private func fitsTheBounds(_ page: HTMLPage) -> Bool {
    let values =
        (page.form.map { form in
            [form.action] + form.hiddenFields.flatMap { [$0.name, $0.value] }
                + form.inputs.flatMap { [$0.name, $0.type, $0.value] }
                + form.buttons.flatMap { [$0.name, $0.value] }
        } ?? [])
    return values.allSatisfy { LoginPage.escaped($0).utf8.count <= HTMLPageReader.maxValueBytes }
        && LoginPage.escaped(page.alert ?? "").utf8.count <= HTMLPageReader.maxAlertBytes
}
