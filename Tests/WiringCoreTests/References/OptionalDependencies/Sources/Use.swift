func use() {
    let app = AppGraph()
    let ann = MemberGraph(parent: app, inputs: MemberInputs(member: Member(name: "ann")))
    precondition(app.checkout.basket == nil && ann.checkout.basket != nil)
    precondition(app.reception.basket == nil && app.checkout.payments == nil && app.checkout.analytics != nil)
    precondition(app.checkout.fallback == nil && app.checkout.backup != nil && app.checkout.makePayments() == nil)
    let controller = ReceiptController()
    app.inject(into: controller)
    precondition(controller.payments == nil && controller.analytics != nil)
}
