/// `gridkit layout`: a layout document in, every node's border box out.
enum LayoutCommand {
    static func run(_ arguments: [String]) throws(CLIError) -> String {
        throw .failure("layout: not built yet")
    }
}
