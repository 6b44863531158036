/// What a program that is not a browser needs from a web page of the provider: its first form and
/// the text of its first `role="alert"` element (why the last attempt failed).
package struct HTMLPage: Sendable, Equatable {
    /// The page's first form; nil when it has none.
    package var form: HTMLForm?
    /// The text of the first element with `role="alert"`, entities decoded and white space
    /// collapsed; nil when the page has none.
    package var alert: String?

    /// A page from its parts.
    package init(form: HTMLForm? = nil, alert: String? = nil) {
        self.form = form
        self.alert = alert
    }
}

/// A form as its page wrote it: where and how it posts, and the fields a browser would send.
package struct HTMLForm: Sendable, Equatable {
    /// The `action` attribute as written (entities decoded); empty means the page's own address.
    package var action: String
    /// The `method`, lowercased: `get` unless the form says `post`.
    package var method: String
    /// The hidden inputs, in page order.
    package var hiddenFields: [HTMLField]
    /// The named inputs a person types into (text, email, password…), in page order.
    package var inputs: [HTMLInput]
    /// The submit buttons, in page order; an unnamed one sends nothing but still submits.
    package var buttons: [HTMLField]

    /// A form from its parts.
    package init(
        action: String = "", method: String = "get", hiddenFields: [HTMLField] = [], inputs: [HTMLInput] = [],
        buttons: [HTMLField] = []
    ) {
        self.action = action
        self.method = method
        self.hiddenFields = hiddenFields
        self.inputs = inputs
        self.buttons = buttons
    }

    /// The first input whose type is `type` (`email`, `password`…).
    package func input(ofType type: String) -> HTMLInput? {
        inputs.first { $0.type == type }
    }

    /// The first submit button whose value is `value`.
    package func button(valued value: String) -> HTMLField? {
        buttons.first { $0.value == value }
    }

    /// The pairs a browser posts when `button` submits the form with `typed` (by input name) in
    /// its inputs: the hidden fields, every input (what was typed, else its value), the button.
    package func submission(pressing button: HTMLField, typed: [String: String]) -> FormFields {
        var pairs = hiddenFields.map { (name: $0.name, value: $0.value) }
        pairs += inputs.map { (name: $0.name, value: typed[$0.name] ?? $0.value) }
        if !button.name.isEmpty { pairs.append((button.name, button.value)) }
        return FormFields(pairs)
    }
}

/// A name and the value a form sends for it.
package struct HTMLField: Sendable, Equatable {
    /// The control's `name`.
    package var name: String
    /// The control's `value` (empty when absent).
    package var value: String

    /// A field from its parts.
    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// An input a person fills in.
package struct HTMLInput: Sendable, Equatable {
    /// The input's `name`.
    package var name: String
    /// The input's `type`, lowercased (`text` when absent).
    package var type: String
    /// The value the page filled in (empty when absent).
    package var value: String

    /// An input from its parts.
    package init(name: String, type: String, value: String) {
        self.name = name
        self.type = type
        self.value = value
    }
}
