/// A parsed action: a pipeline of commands, each a function with arguments or a value.
indirect enum GoTemplateExpression: Equatable {
    /// A constant.
    case constant(GoTemplateValue)
    /// `.`: the template's data, which gum leaves empty.
    case dot
    /// A call of one of gum's functions with its arguments.
    case call(String, [GoTemplateExpression])
    /// `a | f b | g`: each command's value is the last argument of the next.
    case pipeline([GoTemplateExpression])
}
