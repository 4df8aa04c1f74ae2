import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

extension AlertInteraction {
    /// The text selected in the focused text input (see
    /// ``AlertTextInputItem/selectedText``), for a presenter's copy and cut (Ctrl+C, Ctrl+X
    /// on the desktop); nil when nothing is selected, no text input has the focus, or its
    /// value is secret: a password is never copied, whatever its item says.
    public var selectedText: String? {
        guard let focused = focusRing.focused, items.indices.contains(focused.item),
            let input = items[focused.item] as? any AlertTextInputItem, !input.isSecure
        else { return nil }
        return input.selectedText
    }

    /// Handles a key from a presenter. Returns true when the key did something (the alert
    /// may need a redraw), false when it was ignored (the presenter may use it, to scroll).
    ///
    /// - The alert's key policy says first what the key means (a line feed is Enter, Ctrl+A
    ///   and Ctrl+E Home and End, unless the policy says otherwise).
    /// - Tab / Shift-Tab move the focus (wrapping); Esc cancels (see ``cancel()``). Tab and
    ///   Shift-Tab are first offered to a focused ``AlertKeyHandlingItem`` (a filter picking
    ///   several ticks with them); they move the focus when the item ignores them, as every
    ///   other built-in does.
    ///   Esc is first offered to a focused pager (`AlertEscapeHandlingItem`), whose open
    ///   search line it closes.
    /// - Typed characters and pastes go to a focused ``AlertTextInputItem``; other keys to a
    ///   focused ``AlertKeyHandlingItem``, whose ``AlertItemResponse`` is applied.
    /// - Alt+letter (``AlertKeyInput/mnemonic(_:)``) presses the action whose mnemonic the
    ///   letter is (see `mnemonic(ofItemAt:)`); in a focused text field Alt+B, Alt+F and
    ///   Alt+D are its word edits instead.
    /// - What the item ignores: Enter activates the focused action (or the default one);
    ///   Space presses the focused action (a checklist and a text field took it first);
    ///   ``AlertKeyInput/submit`` (Ctrl+D, Alt+Enter) does what Enter does;
    ///   on an action, left/up and right/down move between actions without wrapping, and so
    ///   do k and j (as in gum and vi: they win over a jump, so `J` and `K` jump to a title
    ///   starting with j or k), Home and End go to the first and the last action, and any
    ///   other letter goes to the next action whose title starts with it (ignoring case),
    ///   wrapping around.
    /// - Page Up and Page Down that the item ignores move the focus a page (the height of
    ///   the alert's scrolling viewport) through the actions, or through the rows of a list
    ///   (an `AlertListItem` whose rows are focus stops); they are not used (the presenter
    ///   may scroll) when there is nothing further that way.
    /// - A list that takes text (a checklist takes Space) gets the letters it does not take
    ///   as keys, to move (j, k) or jump.
    /// - A selecting edit (Shift with an arrow, Home or End) that the item ignores is the
    ///   key without Shift: it moves between buttons or through a list as that key does.
    /// - An alert may order the arrows, Home, End and the page keys itself, before its items
    ///   see them (whiptail's and dialog's boxes keep them among a list's rows and move
    ///   between buttons as those programs do; a menu keeps Home, End and the pages among
    ///   its rows); a key it ignores is used all the same, so nothing scrolls with it.
    @discardableResult
    public func handle(_ typed: AlertKeyInput) -> Bool {
        var key = keyPolicy.meaning(of: typed)
        // Ctrl+A and Ctrl+E that the policy left as they came are Home and End.
        if case .control = key { key = key.standardMeaning }
        switch key {
        case .tab: return offerTab(.tab) || tab(by: 1)
        case .backTab: return offerTab(.backTab) || tab(by: -1)
        case .escape: return offer(.escape, onlyTo: (any AlertEscapeHandlingItem).self) || cancel()
        case .mnemonic(let letter): return pressMnemonic(letter)
        default: break
        }
        refreshFocus()
        let items = items
        guard let focused = focusRing.focused, items.indices.contains(focused.item) else {
            return key == .enter ? activateFocused() : false
        }
        let item = items[focused.item]
        if let input = item as? any AlertTextInputItem, let text = key.insertedText {
            let changed = input.insertText(text)
            if changed { setNeedsDisplay() }
            // A list takes only Space as text: its letters are keys (j, k, a jump).
            guard !changed, case .character = key, item is any AlertListItem else {
                return changed
            }
        }
        // j and k that move are Down and Up, to a list's rows and between actions alike.
        if keyPolicy.movesWithJAndK, item is any AlertListItem || item is any AlertActionItem {
            if key == .character("j") { key = .down }
            if key == .character("k") { key = .up }
        }
        var within: @MainActor (AlertFocusTarget) -> Bool = { _ in true }
        let orders =
            movesFocus(key)
            || (key.isTypedLetter && (item is any AlertListItem || item is any AlertActionItem))
        if orders, var move = keyPolicy.arrowMove(key, from: focused) {
            // A key that stands for another is that key, followed once (never round a loop).
            if case .sameAs(let other) = move {
                key = other
                move = keyPolicy.arrowMove(other, from: focused) ?? .within { _ in true }
            }
            switch move {
            case .within(let scope): within = scope
            case .focus(let target): return focus(target)
            // Used, so that the presenter does not scroll with it either.
            case .ignored: return true
            case .sameAs: return false
            }
        }
        if let handler = item as? any AlertKeyHandlingItem {
            let response = handler.handleKey(key, atStop: focused.stop)
            if response != .ignored {
                return apply(response, toItemAt: focused.item, within: within)
            }
        }
        switch key {
        case .edit(let edit):
            // Shift with an arrow, Home or End on what has no text to select moves as the
            // key alone does (between buttons, through a list).
            guard let plain = Self.plainKey(selecting: edit) else { return false }
            return handle(plain)
        case .enter:
            return activateFocused()
        case .submit:
            // No item finishes with it: it is Enter, offered to the item as Enter.
            return handle(.enter)
        case .character(" "):
            // Space presses a focused button, as on the desktop (a list took it above).
            guard let action = item as? any AlertActionItem, keyPolicy.spacePresses(action)
            else {
                return false
            }
            return activate(action)
        case .character(let letter) where "jk".contains(letter):
            // j and k that do not move (they moved as Down and Up above) jump, as letters
            // do, whatever presses the other letters.
            guard item is any AlertActionItem else { return false }
            return jumpToAction(startingWith: letter)
        case .left, .up, .right, .down:
            guard item is any AlertActionItem else { return false }
            let step = key == .left || key == .up ? -1 : 1
            return changeFocus(.seeking(step)) { ring in
                ring.move(by: step) { items[$0.item] is any AlertActionItem && within($0) }
            }
        case .pageUp, .pageDown:
            return movePage(key == .pageUp ? -1 : 1, from: focused, within: within)
        case .home, .end:
            guard item is any AlertActionItem else { return false }
            let step = key == .home ? -1 : 1
            return changeFocus(.toEnd(step)) { ring in
                ring.moveToEnd(step) { items[$0.item] is any AlertActionItem && within($0) }
            }
        case .character(let letter) where item is any AlertActionItem:
            let policy = keyPolicy
            guard !policy.lettersJump else { return jumpToAction(startingWith: letter) }
            guard
                let action = actionItems.first(where: {
                    $0.isEnabled && policy.letterPresses(letter, $0)
                })
            else { return false }
            return activate(action)
        default:
            return false
        }
    }

    /// Whether `key` moves the focus (see ``handle(_:)``): the arrows, Home, End and the
    /// page keys (j and k that move are Down and Up by then).
    private func movesFocus(_ key: AlertKeyInput) -> Bool {
        switch key {
        case .left, .up, .right, .down, .home, .end, .pageUp, .pageDown: true
        default: false
        }
    }

    /// The key a selecting edit is without Shift (Left for ``AlertTextEdit/selectLeft``),
    /// or nil for an edit that is no such move.
    private static func plainKey(selecting edit: AlertTextEdit) -> AlertKeyInput? {
        switch edit {
        case .selectLeft, .selectWordLeft: .left
        case .selectRight, .selectWordRight: .right
        case .selectToLineStart: .home
        case .selectToLineEnd: .end
        default: nil
        }
    }

    /// A letter typed on an action: the focus goes to the next action whose title starts
    /// with it (ignoring case and leading spaces), wrapping around, as whiptail's and
    /// dialog's menus jump. False when no action's title starts with it.
    private func jumpToAction(startingWith letter: Character) -> Bool {
        guard !letter.isWhitespace else { return false }
        let wanted = String(letter).lowercased()
        let items = items
        return changeFocus(.stepping(1)) { ring in
            ring.moveAround { target in
                guard let action = items[target.item] as? any AlertActionItem else { return false }
                return action.title.drop { $0 == " " }.lowercased().hasPrefix(wanted)
            }
        }
    }

    /// Page Up (`step` -1) or Page Down (1) from `focused`: the focus goes to the furthest
    /// target within a page that way, at least to the next one (see
    /// `AlertFocusRing.movePage(by:contiguous:toward:fits:)`). The targets are the rows of the same
    /// list when `focused` is a list's row, else the actions (only those of the same part:
    /// scrolling or pinned). A page is the height of the last layout's scrolling viewport.
    /// Only targets `within` accepts count (see ``AlertKeyPolicy/arrowMove(_:from:)``). False when there is no
    /// layout, no such target that way, or `focused` is neither. O(k) for the k targets
    /// within the page.
    private func movePage(
        _ step: Int, from focused: AlertFocusTarget,
        within: @escaping @MainActor (AlertFocusTarget) -> Bool
    ) -> Bool {
        let items = items
        guard let layout = layoutResult, layout.itemFrames.count == items.count,
            let start = frame(of: focused, in: layout)
        else { return false }
        let item = items[focused.item]
        let isList = item is any AlertListItem
        guard isList || item is any AlertActionItem else { return false }
        let pinned = layout.isPinned(itemAt: focused.item)
        let page = max(layout.scrollFrame.height, 1)
        let matches: (AlertFocusTarget) -> Bool = { target in
            isList
                ? target.item == focused.item
                : items[target.item] is any AlertActionItem
                    && layout.isPinned(itemAt: target.item) == pinned && within(target)
        }
        let fits: (AlertFocusTarget) -> Bool = { [self] target in
            guard let frame = frame(of: target, in: layout) else { return false }
            return step > 0 ? frame.maxY <= start.minY + page : frame.minY >= start.maxY - page
        }
        return changeFocus(.seeking(step)) { ring in
            ring.movePage(by: step, contiguous: isList, toward: matches, fits: fits)
        }
    }

    /// Moves the focus as Tab (`step` 1) or Shift-Tab (-1) does: where the key policy says
    /// (``AlertKeyPolicy/tabTarget(from:step:)``), else
    /// to the next or previous target of the ring.
    private func tab(by step: Int) -> Bool {
        refreshFocus()
        if let from = focusRing.focused, let target = keyPolicy.tabTarget(from: from, step: step),
            focus(target)
        {
            return true
        }
        return step > 0 ? focusNext() : focusPrevious()
    }

    /// Offers Tab or Shift-Tab (`key`) to the focused key-handling item; true when it used
    /// it.
    private func offerTab(_ key: AlertKeyInput) -> Bool {
        offer(key, onlyTo: (any AlertKeyHandlingItem).self)
    }

    /// Offers `key` to the focused item when it is a `kind` (a key-handling item); true
    /// when it used it.
    private func offer<Kind>(_ key: AlertKeyInput, onlyTo kind: Kind.Type) -> Bool {
        refreshFocus()
        let items = items
        guard let focused = focusRing.focused, items.indices.contains(focused.item),
            items[focused.item] is Kind,
            let handler = items[focused.item] as? any AlertKeyHandlingItem
        else { return false }
        let response = handler.handleKey(key, atStop: focused.stop)
        return response != .ignored && apply(response, toItemAt: focused.item)
    }

    /// Handles a click at `point` inside item `index` (relative to its frame of `size`): an
    /// ``AlertClickableItem`` handles it; a text field is focused with its caret put at the
    /// character clicked; otherwise an action is activated and any other focusable item
    /// focused. Returns whether something happened.
    @discardableResult
    public func click(itemAt index: Int, at point: CGPoint, size: CGSize) -> Bool {
        let items = items
        guard items.indices.contains(index) else { return false }
        let item = items[index]
        if let pointing = item as? any AlertTextPointingItem {
            let focused = focusedTarget?.item == index || focusItem(at: index)
            let placed = pointing.placeCaret(
                at: point, size: size, context: drawContext(forItemAt: index), extending: false)
            if placed { setNeedsDisplay() }
            return focused || placed
        }
        if let clickable = item as? any AlertClickableItem {
            let response = clickable.handleClick(
                at: point, size: size, context: drawContext(forItemAt: index))
            return apply(response, toItemAt: index)
        }
        if let action = item as? any AlertActionItem { return activate(action) }
        return focusItem(at: index)
    }

    /// Applies an item's response; returns whether anything happened. A move out of the
    /// item (``AlertItemResponse/moveFocus(by:)``) goes only to targets `within` accepts.
    func apply(
        _ response: AlertItemResponse, toItemAt index: Int,
        within: @escaping @MainActor (AlertFocusTarget) -> Bool = { _ in true }
    ) -> Bool {
        switch response {
        case .ignored:
            return false
        case .handled:
            setNeedsDisplay()
            return true
        case .focusNext:
            return focusNext()
        case .focusPrevious:
            return focusPrevious()
        case .moveFocus(let step):
            return changeFocus(.seeking(step)) { $0.move(by: step) { within($0) } }
        case .submit:
            return activateFocused()
        case .focusStop(let stop):
            let target = AlertFocusTarget(item: index, stop: stop)
            if focusRing.focused == target {
                setNeedsDisplay()
                return true
            }
            return focus(target)
        }
    }
}

extension AlertKeyInput {
    /// The text a typed character or a paste inserts, or nil for other keys.
    var insertedText: String? {
        switch self {
        case .character(let character): String(character)
        case .text(let text): text
        default: nil
        }
    }

    /// Whether the key is a typed character other than a space (a letter, a digit, a
    /// sign): what jumps in a menu.
    var isTypedLetter: Bool {
        if case .character(let character) = self { return !character.isWhitespace }
        return false
    }
}
