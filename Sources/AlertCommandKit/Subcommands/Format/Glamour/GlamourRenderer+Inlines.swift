extension GlamourRenderer {
    /// Each inline into `buffer`.
    func renderInlines(_ inlines: [MarkdownInline], into buffer: inout String) {
        for inline in inlines {
            buffer += render(inline)
        }
    }

    /// One inline as its glamour element writes it in the innermost block.
    func render(_ inline: MarkdownInline) -> String {
        switch inline {
        case .text(let text):
            return base(token: text, style: theme.text)
        case .code(let text):
            let style = GlamourStyleBlock.cascade(current, theme.code, toBlock: false).primitive
            return style.paint(style.prefix + text + style.suffix)
        case .emphasis(let level, let children):
            return emphasis(children, style: level > 1 ? theme.strong : theme.emphasis)
        case .strikethrough(let children):
            return base(token: MarkdownInline.plainText(children), style: theme.strikethrough)
        case .link(let destination, let title, let children):
            guard let links = tableLinks else {
                return link(destination, children: children, skipText: false, skipHref: false)
            }
            let entry = GlamourTableLink(
                href: destination, title: title, content: MarkdownInline.plainText(children),
                kind: .regular)
            return link(
                destination, children: [.text(entry.numbered(in: links))], skipText: false,
                skipHref: true)
        case .image(let destination, let title, let alt):
            return image(destination, title: title, alt: alt)
        case .autolink(let url, let text, let isEmail):
            if let links = tableLinks {
                let entry = GlamourTableLink.auto(url)
                return link(
                    url, children: [.text(entry.numbered(in: links))], skipText: false,
                    skipHref: true)
            }
            return isEmail
                ? link(url, children: [.text(text)], skipText: false, skipHref: true)
                : link(url, children: [.text(url)], skipText: true, skipHref: false)
        case .html(let html):
            return base(token: GlamourSanitizer.text(of: html), style: GlamourStylePrimitive())
        case .emoji(let emoji):
            return base(token: emoji, style: GlamourStylePrimitive())
        }
    }

    /// An inline written with `override` over its style, for the elements glamour lets a
    /// parent restyle (text, strikethrough, HTML, emoji, emphasis); nil for the others
    /// (code, links, images), which keep their own style.
    func overriddenRender(_ inline: MarkdownInline, override: GlamourStylePrimitive) -> String? {
        switch inline {
        case .text(let text):
            overridden(token: text, style: theme.text, override: override)
        case .strikethrough(let children):
            overridden(
                token: MarkdownInline.plainText(children), style: theme.strikethrough,
                override: override)
        case .html(let html):
            overridden(
                token: GlamourSanitizer.text(of: html), style: GlamourStylePrimitive(),
                override: override)
        case .emoji(let emoji):
            overridden(token: emoji, style: GlamourStylePrimitive(), override: override)
        case .emphasis(let level, let children):
            emphasis(
                children,
                style: GlamourStylePrimitive.cascading(
                    level > 1 ? theme.strong : theme.emphasis, override))
        default:
            nil
        }
    }

    /// glamour's `EmphasisElement`: each child in the emphasis style where it takes one.
    func emphasis(_ children: [MarkdownInline], style: GlamourStylePrimitive) -> String {
        children.map { overriddenRender($0, override: style) ?? render($0) }.joined()
    }

    /// glamour's `LinkElement`: the text in the link text style, then a space and the
    /// destination (resolved as glamour does) in the link style; a destination that is only
    /// an anchor (`#part`) is not shown.
    func link(
        _ url: String, children: [MarkdownInline], skipText: Bool, skipHref: Bool
    ) -> String {
        var result = ""
        if !skipText {
            for child in children {
                result +=
                    overriddenRender(child, override: theme.linkText)
                    ?? base(token: render(child), style: theme.linkText)
            }
        }
        if !skipHref, GlamourLinkTarget.isValid(url) {
            result += base(
                token: GlamourLinkTarget.resolved(url), prefix: skipText ? "" : " ",
                style: theme.link)
        }
        return result
    }

    /// glamour's `ImageElement`: the alt text through the image text format, then a space
    /// and the destination; in a table only the text, numbered.
    func image(_ destination: String, title: String, alt: String) -> String {
        var text = alt
        var style = theme.imageText
        if let images = tableImages {
            if text.isEmpty { text = GlamourLinkTarget.host(destination) }
            text = GlamourTableLink(href: destination, title: title, content: text, kind: .image)
                .numbered(in: images)
            if style.format.hasSuffix(" →") { style.format.removeLast(2) }
        }
        var result = text.isEmpty ? "" : base(token: text, style: style)
        if tableImages == nil, !destination.isEmpty {
            result += base(
                token: GlamourLinkTarget.resolved(destination), prefix: " ", style: theme.image)
        }
        return result
    }
}
