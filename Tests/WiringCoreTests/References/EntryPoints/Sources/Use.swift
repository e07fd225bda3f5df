/// What the app does with the graphs: only their entry points, `inject(into:)` and the child graphs' inits.
@MainActor
func useSite() async throws {
    let site = AppGraph(inputs: SiteInputs(siteName: "North", budget: 100))
    _ = site.crane
    _ = site.mainLifting
    _ = site.dashboard
    _ = try await site.concrete
    let entryPoints: any SiteEntryPoints = site
    _ = entryPoints.tools
    let shift = site.openShift(ShiftInputs(foreman: Foreman(name: "Ann")))
    _ = shift.worker
    _ = shift.crane
    let audit = AuditGraph(parent: site, inputs: AuditInputs(auditor: Auditor(name: "Bob")))
    _ = audit.audit
    site.inject(into: Gate())
    _ = site.makeTruck(3)
}
