@testable import Presenters

extension DashboardPresenter {
    /// The keywords of a profile's dashboard, in the order the menu numbers them.
    static var keywords: [String] { menuItems.map(\.keyword) }

    /// The keyword that chooses `action`, as a person types it.
    static func keyword(of action: DashboardAction) -> String {
        guard let item = menuItems.first(where: { $0.action == action }) else {
            preconditionFailure("the dashboard's menu has no item for \(action)")
        }
        return item.keyword
    }
}
