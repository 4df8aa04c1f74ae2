import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// A long list narrowed by typing: a query line, the best matches under it, and a count.
///
/// Typed characters go to the query; every keystroke refilters the choices fuzzily (the
/// query's letters in order, case ignored; see `FuzzyMatcher`), best matches first, with
/// the matched letters drawn strong. Up and Down move the highlighted match (the rows
/// scroll with it), Home and End go to the first and the last one, Backspace takes the
/// last character of the query away, and Enter goes on to the alert's default action. The
/// highlighted choice is the result under ``resultKey`` ("choice"); the alert takes no
/// answer (but a cancel) while nothing matches.
///
/// Its height is fixed at ``visibleRows`` + 2 lines whatever matches, so typing never moves
/// the rest of the alert. Refiltering 100,000 choices takes one pass over the candidates
/// (only the last matches when the query grows) and a counting sort: O(n).
///
/// With ``Selection/several(maximum:)`` it picks several: Space or Tab ticks the highlighted
/// match (ticks stay while the query changes; a space is no letter of a fuzzy query), Enter
/// answers with the ticked choices in list order, or with the highlighted one when none is
/// ticked. With ``Selection/ticked(minimum:maximum:)`` the answer is the ticked choices
/// alone, between its minimum and maximum in number (none, when the minimum is 0). The
/// result is then the chosen choices, one per line.
///
/// Without its query line (``showsQuery`` false) it is a plain list, the list of `alert
/// choose`: the rows as they are, letters jumping to the next row starting with them, no
/// count but while rows are still coming or ticks are counted. Its rows are data (one
/// buffer of their bytes, see ``PackedTexts``): a million of them cost their bytes and a few
/// words each, and no key scans them all.
///
/// In plain mode it is a text input whose prompt numbers the best matches, and bare numbers
/// are matches, never buttons (any match counts, shown or not: with no query, the choices in
/// list order). Picking one, a number is that match and any other line is the query, whose
/// best match is the answer. Picking several, a line such as `1,3` or `2-4` picks those
/// matches, and any other line is a new query, after which the matches are listed again
/// and the question asked again.
@MainActor
package final class FilterItem: AlertStyledItem, AlertStopFocusingItem, AlertKeyHandlingItem,
    AlertTextInputItem, AlertValueItem, AlertValidatingItem, AlertListItem
{
    /// The choices, in list order, kept compactly (``PackedTexts``).
    package var choices: PackedTexts { labels ?? matcher.choices }
    /// The query typed so far.
    package private(set) var query = ""
    /// The indices (into ``choices``) of the choices that match the query, best first.
    package private(set) var matches: [Int]
    /// The highlighted row of ``matches`` (0 when there are none).
    package private(set) var highlighted = 0
    /// How many matches show at once (fewer while the alert is short, see
    /// `AlertYieldingItem`).
    package let visibleRows: Int
    /// The matches shown at once: ``visibleRows`` less those given up to a short alert.
    var shownRows: Int { visibleRows - yieldedRows }
    /// Whether the list gave up the space above it to a short alert.
    var yieldsSpacing = false
    /// The rows given up to a short alert.
    var yieldedRows = 0 {
        didSet {
            if highlighted >= firstVisible + shownRows {
                firstVisible = highlighted - shownRows + 1
            }
            // Rows given back show what is above rather than blanks below the last match.
            firstVisible = min(firstVisible, max(matches.count - shownRows, 0))
        }
    }
    /// Shown dimmed while the query is empty.
    package var placeholder: String
    /// Whether the query line takes the letters typed (true by default). False shows that
    /// it does not, as gum's filter blurs its search with Esc: its prompt dimmed and no
    /// caret, while the query still narrows the rows. The owner redraws the alert after
    /// changing it.
    package var queryTakesLetters = true
    /// The result key; "choice" by default.
    package var resultKey: String
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    package var alertLayout = AlertItemLayout(itemSize: .zero)
    /// Why the last answer was refused (nothing matched, too many ticked), shown on the
    /// count line.
    package internal(set) var validationMessage: String?
    /// Asked when the list is about to answer with these indices (into ``choices``), once
    /// the answer fits: false keeps the alert up, with no reason shown, as a file picker
    /// does when the row picked is a folder it goes into. Nil takes every answer that fits.
    package var acceptsAnswer: (@MainActor ([Int]) -> Bool)?
    /// Asked, in a plain list, with a plain-mode or answers-file line that is neither a
    /// number nor a row written out in full: true takes it (a file picker takes a path).
    /// Nil refuses such lines.
    package var takesOtherText: (@MainActor (String) -> Bool)?
    /// Whether it picks one choice or several.
    package let selection: Selection
    /// The choices ticked (indices into ``choices``); only when picking several.
    package internal(set) var ticked: RowSet = []
    /// Whether more choices are still coming (``appendChoices(_:)``): the count line then
    /// ends in an ellipsis, as the count still grows.
    package var isReceivingChoices = false
    /// Whether the query, once typed (not empty), is a row of its own above its matches
    /// (gum's `filter --no-strict`): highlighted, it is the answer as typed
    /// (``picksTypedQuery``), even where no choice matches; it takes no tick. Set before the
    /// query next changes: the rows follow at that change.
    package var offersTypedQuery = false
    /// Whether Enter answers while nothing is chosen (no choice matches, none is ticked),
    /// with no choice (gum's strict filter ends so), rather than saying that nothing
    /// matches and staying.
    package var answersWhenNothingMatches = false
    /// Whether the query line and the count line show: false makes it a plain list, whose
    /// letters jump instead of filtering.
    package let showsQuery: Bool
    /// The rows starting with each folded letter, built at the first letter typed into a
    /// plain list (O(n) once) and kept up as choices are appended: a jump is then
    /// O(log n).
    var rowsByInitial: RowInitials<UInt32>?

    /// How many choices a filter picks.
    package enum Selection: Hashable, Sendable {
        /// The highlighted choice.
        case one
        /// Any number of choices up to `maximum` (nil: no limit), ticked with Space or Tab;
        /// with none ticked the highlighted one answers (gum's and fzf's rule).
        case several(maximum: Int?)
        /// Exactly the choices ticked with Space or Tab, at least `minimum` and at most
        /// `maximum` (nil: no limit): with none ticked and a `minimum` of 0 the answer is
        /// none, and with a `minimum` above 0 Enter says how many to tick.
        case ticked(minimum: Int, maximum: Int?)

        /// The most that may be ticked, nil for no limit (or picking one).
        package var maximum: Int? {
            switch self {
            case .one: nil
            case .several(let maximum), .ticked(_, let maximum): maximum
            }
        }
    }

    private var matcher: FuzzyMatcher
    /// The scores of ``matches``, rank for rank, while the query is not empty (empty with
    /// it): what ranks the choices appended later among them.
    private var matchScores: [UInt16] = []
    /// The choices' two columns, when they carry details; the matcher then holds each
    /// choice's label, a space and its detail, so a query matches either.
    let columns: ChoiceColumns?
    /// The table, when the choices are a table's rows (each choice is then its row's cells
    /// two spaces apart, as the matcher searches it; the column names are drawn over the
    /// rows).
    let table: TableColumns?
    /// The labels, when the choices have columns (the matcher then holds more).
    private let labels: PackedTexts?
    private var foldedQuery: [UInt32] = []
    var firstVisible = 0
    /// The height of one line, from the last layout.
    private var lineHeight: CGFloat = 1
    private var widestChoice = WidestText()
    /// Plain mode's last line was a new query, not a pick: the next answer is refused so
    /// the narrowed list is read before anything is picked.
    private var awaitsPick = false
    /// Whether ``validationMessage`` reports a search's matches rather than a refusal.
    private var isSearchNotice = false

    /// Creates a filter over `choices` that shows `visibleRows` matches at a time (at least
    /// 1, at most ``AlertRowLimit/mostVisibleRows``) and picks one (the default) or several. A `maximum` below 1 counts as 1. Folding
    /// the choices is O(their total length).
    package convenience init(
        choices: [String], visibleRows: Int = 8, placeholder: String = "Type to filter",
        selection: Selection = .one, resultKey: String = "choice", showsQuery: Bool = true
    ) {
        self.init(
            choices: choices, details: nil, visibleRows: visibleRows, placeholder: placeholder,
            selection: selection, resultKey: resultKey, showsQuery: showsQuery)
    }

    /// Creates a filter over `choices`, each with its detail (empty: none) in a second
    /// column when `details` is given: a query matches the choice's text and its detail,
    /// and the answer is still the choice. The other arguments as in
    /// `init(choices:visibleRows:placeholder:selection:resultKey:showsQuery:)`.
    package convenience init(
        choices: [String], details: [String]?, visibleRows: Int = 8,
        placeholder: String = "Type to filter", selection: Selection = .one,
        resultKey: String = "choice", showsQuery: Bool = true
    ) {
        self.init(
            choices: choices, details: details, table: nil, visibleRows: visibleRows,
            placeholder: placeholder, selection: selection, resultKey: resultKey,
            showsQuery: showsQuery)
    }

    /// Creates a list (or, with `showsQuery`, a filter) of `table`'s rows, its column names
    /// drawn over them: each choice is a row, its cells two spaces apart, and a query
    /// matches any cell. The other arguments as in
    /// `init(choices:visibleRows:placeholder:selection:resultKey:showsQuery:)`.
    package convenience init(
        table: TableColumns, visibleRows: Int = 10, placeholder: String = "Type to filter",
        selection: Selection = .one, resultKey: String = "choice", showsQuery: Bool = false
    ) {
        self.init(
            choices: table.rows.indices.map(table.text(of:)), details: nil, table: table,
            visibleRows: visibleRows, placeholder: placeholder, selection: selection,
            resultKey: resultKey, showsQuery: showsQuery)
    }

    private init(
        choices: [String], details: [String]?, table: TableColumns?, visibleRows: Int,
        placeholder: String, selection: Selection, resultKey: String, showsQuery: Bool
    ) {
        self.showsQuery = showsQuery
        let columns = details.map { ChoiceColumns(labels: choices, details: $0) }
        self.columns = columns
        self.table = table
        // A table's rows are searched as they read (cells two spaces apart): one text a row
        // serves both.
        labels = columns?.labels
        matcher = FuzzyMatcher(
            columns.map { columns in choices.indices.map(columns.searchedText(of:)) } ?? choices)
        matches = Array(choices.indices)
        self.visibleRows = AlertRowLimit.clamped(visibleRows)
        self.placeholder = placeholder
        switch selection {
        case .one: self.selection = .one
        case .several(let maximum): self.selection = .several(maximum: maximum.map { max($0, 1) })
        case .ticked(let minimum, let maximum):
            let least = max(minimum, 0)
            self.selection = .ticked(minimum: least, maximum: maximum.map { max($0, least, 1) })
        }
        self.resultKey = resultKey
    }

    /// The highlighted choice, or nil when nothing matches.
    package var chosen: String? {
        guard matches.indices.contains(highlighted) else { return nil }
        let index = matches[highlighted]
        return index == Self.typedQueryIndex ? query : choices[index]
    }

    /// What the filter answers: picking several, the ticked choices in list order, or (with
    /// ``Selection/several(maximum:)``) the highlighted one when none is ticked; picking
    /// one, the highlighted choice. Empty when nothing is ticked and nothing matches (or,
    /// with ``Selection/ticked(minimum:maximum:)``, when nothing is ticked). O(k log k) for
    /// k ticked choices.
    package var chosenChoices: [String] {
        picksTypedQuery ? [query] : chosenIndices.map { choices[$0] }
    }

    /// The indices (into ``choices``) of what the filter answers, as ``chosenChoices``
    /// lists them: in list order (in the order ticked with ``remembersTickOrder``); none
    /// when it answers the query as typed (``picksTypedQuery``). O(n / 64 + k) for k ticked
    /// choices of n.
    package var chosenIndices: [Int] {
        if case .ticked = selection { return tickedInOrder }
        guard picksSeveral, !ticked.isEmpty else {
            guard matches.indices.contains(highlighted), matches[highlighted] >= 0 else {
                return []
            }
            return [matches[highlighted]]
        }
        return tickedInOrder
    }

    /// Whether the answer lists the ticked choices in the order they were ticked (gum's
    /// `--ordered`) rather than in list order. Set before the list is shown: the choices
    /// ticked by then count in list order.
    package var remembersTickOrder: Bool {
        get { tickOrder != nil }
        set { tickOrder = newValue ? Array(ticked) : nil }
    }

    /// The ticked choices in the order ticked, while ``remembersTickOrder``.
    private var tickOrder: [Int]?

    /// The ticked choices as the answer lists them.
    private var tickedInOrder: [Int] { tickOrder ?? Array(ticked) }

    /// Whether it picks several.
    var picksSeveral: Bool { selection != .one }

    /// Ticks exactly the choices at `indices` (those that exist) when picking several;
    /// nothing when picking one.
    package func tick(_ indices: some Sequence<Int>) {
        guard picksSeveral else { return }
        ticked = RowSet(indices.lazy.filter(choices.indices.contains))
        if tickOrder != nil { tickOrder = Array(ticked) }
    }

    /// Ticks the choices at `indices` not ticked yet, after those that are, in the order
    /// given (gum's select-all); nothing when picking one.
    func tickMore(_ indices: some Sequence<Int>) {
        guard picksSeveral else { return }
        for index in indices where choices.indices.contains(index) {
            if ticked.insert(index).inserted { tickOrder?.append(index) }
        }
    }

    /// Ticks or unticks the highlighted match when picking several; false when picking one
    /// or nothing matches.
    @discardableResult
    package func toggleHighlighted() -> Bool {
        guard picksSeveral, matches.indices.contains(highlighted), matches[highlighted] >= 0
        else { return false }
        let index = matches[highlighted]
        if ticked.remove(index) == nil {
            ticked.insert(index)
            tickOrder?.append(index)
        } else {
            tickOrder?.removeAll { $0 == index }
        }
        validationMessage = nil
        return true
    }

    /// Sets the query and refilters: only the last matches are searched when `newQuery`
    /// extends the last query. The highlight goes back to the best match.
    package func setQuery(_ newQuery: String) {
        let folded = FuzzyMatcher.foldedQuery(newQuery)
        let extends = !foldedQuery.isEmpty && folded.starts(with: foldedQuery)
        if folded.isEmpty {
            matches = Array(choices.indices)
            matchScores = []
        } else {
            (matches, matchScores) = matcher.rankedMatches(
                of: folded, among: extends ? matches.filter { $0 >= 0 } : nil)
            if offersTypedQuery {
                matches.insert(Self.typedQueryIndex, at: 0)
                matchScores.insert(.max, at: 0)
            }
        }
        query = newQuery
        foldedQuery = folded
        highlighted = 0
        firstVisible = 0
        validationMessage = nil
        awaitsPick = false
    }

    /// Puts `newChoices` in place of the choices, as a new list: the query, the ticks and
    /// the highlight start again. O(their total length). A filter with details (columns) or
    /// a table's rows keeps its choices.
    package func replaceChoices(_ newChoices: [String]) {
        guard columns == nil, table == nil else { return }
        matcher = FuzzyMatcher(newChoices)
        matches = Array(newChoices.indices)
        matchScores = []
        query = ""
        foldedQuery = []
        highlighted = 0
        firstVisible = 0
        ticked = []
        if tickOrder != nil { tickOrder = [] }
        validationMessage = nil
        awaitsPick = false
        widestChoice = WidestText()
        rowsByInitial = nil
    }

    /// Adds `newChoices` after the choices, while the filter may be shown: those that match
    /// the query join the matches where their scores rank them (after equal scores, as
    /// they come later in the list), and the highlighted choice stays highlighted, on the
    /// same row when it can. Only the new choices are searched: O(their total length),
    /// plus O(matches) to merge them when some rank above the last match (never with an
    /// empty query). The filter has no details (columns) and is no table; with them nothing
    /// is added.
    package func appendChoices(_ newChoices: some Sequence<String>) {
        guard columns == nil, table == nil else { return }
        let range = matcher.append(contentsOf: newChoices)
        guard !range.isEmpty else { return }
        if !showsQuery, choices.count == range.count { validationMessage = nil }
        widestChoice.widen(with: choices[range], role: .message)
        if rowsByInitial != nil { indexInitials(of: range) }
        guard !foldedQuery.isEmpty else {
            matches.append(contentsOf: range)
            return
        }
        let added = matcher.rankedMatches(of: foldedQuery, in: range)
        guard let best = added.scores.first else { return }
        guard let worst = matchScores.last, best > worst else {
            matches += added.indices
            matchScores += added.scores
            return
        }
        // A merge by score (higher first), the older choices first within a score.
        let highlightedChoice = matches.indices.contains(highlighted) ? matches[highlighted] : nil
        var merged: [Int] = []
        var mergedScores: [UInt16] = []
        merged.reserveCapacity(matches.count + added.indices.count)
        mergedScores.reserveCapacity(merged.capacity)
        var old = 0
        var new = 0
        var newHighlighted = 0
        while old < matches.count || new < added.indices.count {
            let takesOld =
                new == added.indices.count
                || (old < matches.count && matchScores[old] >= added.scores[new])
            if takesOld {
                if matches[old] == highlightedChoice { newHighlighted = merged.count }
                merged.append(matches[old])
                mergedScores.append(matchScores[old])
                old += 1
            } else {
                merged.append(added.indices[new])
                mergedScores.append(added.scores[new])
                new += 1
            }
        }
        matches = merged
        matchScores = mergedScores
        let row = highlighted - firstVisible
        highlighted = newHighlighted
        firstVisible = max(highlighted - row, 0)
    }

    /// Moves the highlight by `step` rows, stopping at either end; false when it did not
    /// move.
    @discardableResult
    package func moveHighlight(by step: Int) -> Bool {
        let target = min(max(highlighted + step, 0), max(matches.count - 1, 0))
        guard target != highlighted else { return false }
        highlighted = target
        if highlighted < firstVisible { firstVisible = highlighted }
        if highlighted >= firstVisible + shownRows {
            firstVisible = highlighted - shownRows + 1
        }
        return true
    }

    // MARK: Value and validation

    /// The chosen choices (``chosenChoices``), one per line; nil when there is none.
    package var resultValue: String? {
        let chosen = chosenChoices
        return chosen.isEmpty ? nil : chosen.joined(separator: "\n")
    }

    /// The chosen choices, separated by commas.
    package var displayValue: String? {
        let chosen = chosenChoices
        return chosen.isEmpty ? nil : chosen.joined(separator: ", ")
    }

    /// Whether what is chosen may answer: something chosen (a choice ticked or highlighted;
    /// with ``Selection/ticked(minimum:maximum:)``, at least its minimum ticked, which may be
    /// none), no more than the maximum, and, in plain mode, whether the last line picked
    /// rather than searched.
    package func validate() -> Bool {
        if awaitsPick {
            awaitsPick = false
            let count = matches.count
            validationMessage =
                matches.isEmpty
                ? "Nothing matches “\(query)”."
                : "\(count) \(count == 1 ? "match" : "matches"): type the numbers of your choices,"
                    + " or search again."
            isSearchNotice = !matches.isEmpty
            return false
        }
        isSearchNotice = false
        if case .ticked(let minimum, _) = selection, ticked.count < minimum {
            validationMessage = "Choose at least \(minimum)."
        } else if case .ticked = selection, ticked.isEmpty {
            validationMessage = nil
        } else if chosenChoices.isEmpty, !answersWhenNothingMatches {
            validationMessage = showsQuery ? "Nothing matches “\(query)”." : "Nothing to choose."
        } else if let maximum = selection.maximum, ticked.count > maximum {
            validationMessage = "Choose at most \(maximum)."
        } else {
            validationMessage = nil
        }
        guard validationMessage == nil else { return false }
        return acceptsAnswer?(chosenIndices) ?? true
    }

    // MARK: Focus, keys and text

    /// A filter: its letters type into the query (no jump, no j and k).
    package var listKind: AlertListKind {
        switch (showsQuery, picksSeveral) {
        case (true, true): .filterSeveral
        case (true, false): .filter
        case (false, true): .checklist
        case (false, false): .menu
        }
    }

    /// The filter takes the focus when its alert appears.
    package var takesInitialFocus: Bool { true }

    /// Whether Tab, ticking the highlighted match, then moves the highlight down (gum's
    /// toggle-and-next) rather than staying; Shift-Tab does the same upwards then.
    package var tabMovesOn = false
    /// Whether Up on the first match goes to the last and Down on the last to the first
    /// (gum's lists), rather than stopping there, where the focus may leave the list.
    package var wrapsAround = false

    /// Up, Down, Home and End move the highlight, Page Up and Page Down by ``visibleRows``;
    /// Backspace shortens the query, Ctrl+W (``AlertTextEdit/deleteWordBackward``) takes its
    /// last word away and Ctrl+U (``AlertTextEdit/deleteToLineStart``) clears it (the
    /// query's cursor is always at its end); Tab ticks the highlighted match when picking
    /// several (else it moves the focus, as ever), and with ``tabMovesOn`` moves the
    /// highlight on (Shift-Tab then ticks and moves it up); select-all
    /// (``AlertTextEdit/selectAll``) ticks the matches or none (``tickMatches()``).
    package func handleKey(_ key: AlertKeyInput, atStop stop: Int) -> AlertItemResponse {
        if !showsQuery { return handleListKey(key) }
        if let response = cursorResponse(to: key) { return response }
        switch key {
        case .tab:
            guard toggleHighlighted() else { return .ignored }
            if tabMovesOn { _ = step(1) }
            return .handled
        case .backTab where tabMovesOn:
            guard toggleHighlighted() else { return .ignored }
            _ = step(-1)
            return .handled
        case .edit(.selectAll): return tickMatches() ? .handled : .ignored
        case .backspace: return shortenQuery() ? .handled : .ignored
        case .edit(let edit) where edit == .deleteWordBackward || edit == .deleteToLineStart:
            return editQuery(edit) ? .handled : .ignored
        default: return .ignored
        }
    }

    /// Applies a word or line delete to the query, the cursor at its end, through the text
    /// fields' buffer; false when nothing changed.
    private func editQuery(_ edit: AlertTextEdit) -> Bool {
        guard var buffer = try? AlertTextBuffer(text: query) else { return false }
        guard buffer.apply(edit) else { return false }
        setQuery(buffer.text)
        return true
    }

    /// Takes the last character of the query away; false when it is empty.
    private func shortenQuery() -> Bool {
        guard !query.isEmpty else { return false }
        setQuery(String(query.dropLast()))
        return true
    }

    /// The end of the query that fits in `room`: a long query shows its last characters.
    private func visibleQuery(_ measurer: any AlertTextMeasuring, room: CGFloat) -> Substring {
        var shown = Substring(query)
        while !shown.isEmpty, measurer.width(of: String(shown), role: .message) > room {
            shown = shown.dropFirst()
        }
        return shown
    }

    /// The query.
    package var text: String { query }
    /// What plain mode asks for.
    package var textFormat: String? {
        guard showsQuery else { return listTextFormat }
        return picksSeveral
            ? "the numbers of your choices among the matches, such as 1,3 or 2-4, or text to"
                + " search for"
            : "text to search for (its best match is the answer), or the number of a match"
    }
    /// Bare numbers are matches of the list, never buttons.
    package var takesNumbers: Bool { true }
    /// What an empty line answers in plain mode.
    package var emptyLineHint: String {
        if !showsQuery, selection == .one, let chosen {
            return "Enter alone takes “\(ChecklistItem.oneLine(chosen))”"
        }
        return switch selection {
        case .one: "Enter alone takes the best match"
        case .several: "Enter alone keeps the ticked ones, or takes the best match when none is"
        case .ticked: "Enter alone keeps the ticked ones"
        }
    }

    /// Typed text extends the query (line breaks and control characters are dropped);
    /// picking several, a space alone ticks the highlighted match (and extends the query
    /// when nothing matches).
    package func insertText(_ text: String) -> Bool {
        // With nothing to tick the space joins the query (where it matches nothing), so the
        // key is seen to do something.
        if text == " ", picksSeveral, toggleHighlighted() { return true }
        // A plain list takes no text: its letters are keys (a jump, j and k).
        guard showsQuery else { return false }
        let kept = String(text.unicodeScalars.filter { $0.properties.generalCategory != .control })
        guard !kept.isEmpty else { return false }
        setQuery(query + kept)
        return true
    }

    /// Whether `line` is one of the choices, exactly (scalar for scalar). O(n).
    package func isChoice(_ line: String) -> Bool {
        choices.contains { $0.utf8.elementsEqual(line.utf8) }
    }

    /// Plain mode's line. A line that is a choice written out in full (exactly, scalar for
    /// scalar), or `=CHOICE`, is that choice: highlighted, or ticked alone when picking
    /// several (`=` and no such choice is refused). Else, picking one, a number highlights
    /// that match (counted from 1, best first) and any other line is the query (its best
    /// match highlighted). Picking several, numbers such as `1,3` or `2-4` tick exactly
    /// those matches; any other line is the query, and the next answer is refused so the
    /// new matches are read first.
    package func replaceText(with text: String) -> Bool {
        let literal = text.hasPrefix("=") ? String(text.dropFirst()) : nil
        if let index = choices.firstIndex(where: {
            $0.utf8.elementsEqual(text.utf8) || literal?.utf8.elementsEqual($0.utf8) == true
        }) {
            pick(index, query: choices[index])
            return true
        }
        if literal != nil { return false }
        let line = text.trimmingWhitespaceAndNewlines()
        guard showsQuery else { return pickListRows(line) || takesOtherText?(text) == true }
        guard picksSeveral else {
            if let number = Int(line), line.allSatisfy(\.isASCII), number >= 1,
                number <= matches.count
            {
                moveHighlight(by: number - 1 - highlighted)
                validationMessage = nil
            } else {
                setQuery(line)
            }
            return true
        }
        if !line.isEmpty, let ranks = ChecklistItem.rows(in: line, count: matches.count) {
            tick(Set(ranks.map { matches[$0] }))
            validationMessage = nil
            awaitsPick = false
        } else {
            setQuery(line)
            awaitsPick = true
        }
        return true
    }

    /// Makes choice `index` the answer: the query is its text, and it is highlighted
    /// (picking one) or ticked alone (picking several).
    private func pick(_ index: Int, query text: String) {
        // A plain list has no query: its rows stay as they are.
        if showsQuery { setQuery(text) }
        // A choice is among its own text's matches; all are, with no query.
        if !matches.contains(index) { setQuery("") }
        moveHighlight(by: (matches.firstIndex(of: index) ?? 0) - highlighted)
        if picksSeveral {
            tick([index])
            awaitsPick = false
        }
        validationMessage = nil
    }

    // MARK: Layout and drawing

    /// Its widest choice whole (after `[x] ` when picking several; both columns of choices
    /// with details). The choices are
    /// measured at the first layout only (O(their length)), and again only for a measurer
    /// that measures otherwise, so laying out a filter of 100,000 choices again is O(1).
    package func naturalWidth(in context: AlertItemContext) -> AlertItemWidth {
        let measurer = context.measurer
        guard !choices.isEmpty else { return .zero }
        let mark = picksSeveral ? measurer.width(of: "[x] ", role: .message) : 0
        if let columns {
            columns.measureIfNeeded(with: measurer, role: .message)
            return AlertItemWidth(unbreakable: mark + columns.rowWidth)
        }
        if let table {
            table.measureIfNeeded(with: measurer, role: .message)
            return AlertItemWidth(unbreakable: mark + table.rowWidth)
        }
        return AlertItemWidth(
            unbreakable: mark
                + widestChoice.width(of: choices, role: .message, measurer: measurer))
    }

    /// The query line, ``visibleRows`` rows and the count line, as wide as the content.
    /// Choices with details are measured for their columns: O(their total length).
    package func updateLayout(in context: AlertItemContext) {
        let line = context.measurer.lineHeight(for: .message)
        lineHeight = line
        columns?.measureIfNeeded(with: context.measurer, role: .message)
        table?.measureIfNeeded(with: context.measurer, role: .message)
        alertLayout = AlertItemLayout(
            itemSize: CGSize(width: context.contentWidth, height: line * CGFloat(lineCount)),
            boundsInsets: yieldingInsets(context.insets()))
    }

    /// The query line down to the highlighted row (the cursor row), in a frame of `size`:
    /// what a presenter keeps in view while the filter has the focus. When a short viewport
    /// cannot hold both, it shows the end of this span, the cursor row.
    package func focusFrame(forStop stop: Int, in size: CGSize) -> CGRect? {
        let rows = matches.isEmpty ? 1 : highlighted - firstVisible + linesAboveRows + 1
        return CGRect(x: 0, y: 0, width: size.width, height: CGFloat(rows) * lineHeight)
    }

    /// `> query` (or the dimmed placeholder) with a caret while focused, the visible
    /// matches with their matched letters strong and the highlighted one filled, and
    /// `matches/choices` (or why the answer was refused) under them; a plain list's rows
    /// and its status line, if any.
    package func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        let line = context.measurer.lineHeight(for: .message)
        guard line > 0, frame.width.isFinite, frame.height.isFinite else { return }
        if showsQuery { drawQuery(in: canvas, frame: frame, context: context) }
        drawRows(in: canvas, frame: frame, context: context)
    }

    /// `> query` (or the dimmed placeholder), with a caret while focused and taking letters
    /// (``queryTakesLetters``; without them the prompt is dimmed too).
    private func drawQuery(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        let theme = context.theme
        let measurer = context.measurer
        let line = measurer.lineHeight(for: .message)
        let prompt = "> "
        let promptWidth = measurer.width(of: prompt, role: .message)
        if queryTakesLetters {
            canvas.drawText(prompt, at: frame.origin, role: .message, color: theme.palette.tint)
        } else {
            canvas.drawText(
                prompt, at: frame.origin, role: .message, color: theme.palette.disabledButton,
                emphasis: .dimmed)
        }
        let queryOrigin = CGPoint(x: frame.minX + promptWidth, y: frame.minY)
        let room = max(frame.width - promptWidth - measurer.width(of: " ", role: .message), 0)
        let shownQuery = String(visibleQuery(measurer, room: room))
        if query.isEmpty {
            canvas.drawText(
                measurer.fitting(placeholder, role: .message, maxWidth: room, cut: .end),
                at: queryOrigin, role: .message, color: theme.palette.disabledButton,
                emphasis: .dimmed)
        } else {
            canvas.drawText(
                shownQuery, at: queryOrigin, role: .message, color: theme.palette.title)
        }
        if context.isFocused, queryTakesLetters {
            let caret = CGRect(
                x: queryOrigin.x + measurer.width(of: shownQuery, role: .message),
                y: frame.minY,
                width: measurer.width(of: " ", role: .message), height: line)
            canvas.fill(caret, role: .caret, color: theme.palette.tint)
        }
    }

    /// The visible matches (under the query line, when it shows) with their matched letters
    /// strong and the highlighted one filled, then the count line, when there is one.
    private func drawRows(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        let theme = context.theme
        let measurer = context.measurer
        let line = measurer.lineHeight(for: .message)
        let top = linesAboveRows
        if let table {
            // The column names, over the rows' cells (after the marks' room, as the cells).
            let marks = picksSeveral ? measurer.width(of: "[x] ", role: .message) : 0
            let y = frame.minY + CGFloat(top - 1) * line
            for piece in table.pieces(
                of: table.names, width: frame.width - marks, measurer: measurer, role: .message)
            {
                canvas.drawText(
                    piece.text, at: CGPoint(x: frame.minX + marks + piece.x, y: y),
                    role: .message, color: theme.palette.title, emphasis: .strong)
            }
        }
        for row in 0..<rowsDrawn {
            let rank = firstVisible + row
            guard rank < matches.count else { break }
            let y = frame.minY + CGFloat(row + top) * line
            let rowRect = CGRect(x: frame.minX, y: y, width: frame.width, height: line)
            let isHighlighted = rank == highlighted
            if isHighlighted { canvas.fill(rowRect, role: .focus, color: theme.palette.focus) }
            var choiceRect = rowRect
            if picksSeveral {
                let isOn = ticked.contains(matches[rank])
                let mark = AlertToggleKind.text(isOn: isOn)
                // A filter's marks are tinted; a plain list's are its text's colour, as a
                // checklist's are.
                let color =
                    isHighlighted
                    ? theme.palette.title : showsQuery ? theme.palette.tint : theme.palette.message
                // One width for both marks, so the choices line up whether ticked or not.
                let fullWidth = measurer.width(
                    of: AlertToggleKind.text(isOn: true), role: .message)
                if fullWidth <= rowRect.width {
                    var markRect = rowRect
                    markRect.size.width = fullWidth
                    canvas.drawToggle(
                        .checkbox, isOn: isOn, in: markRect, color: color,
                        palette: theme.palette)
                } else {
                    canvas.drawText(
                        measurer.fitting(mark, role: .message, maxWidth: rowRect.width, cut: .end),
                        at: rowRect.origin, role: .message, color: color)
                }
                let markWidth = min(fullWidth, rowRect.width)
                choiceRect.origin.x += markWidth
                choiceRect.size.width -= markWidth
            }
            drawChoice(
                matches[rank], in: choiceRect, canvas: canvas, measurer: measurer,
                color: isHighlighted ? theme.palette.title : theme.palette.message,
                strongColor: isHighlighted ? theme.palette.title : theme.palette.tint)
        }
        guard let status = statusLine else { return }
        canvas.drawText(
            measurer.fitting(status, role: .caption, maxWidth: frame.width, cut: .end),
            at: CGPoint(x: frame.minX, y: frame.minY + CGFloat(lineCount - 1) * line),
            role: .caption,
            color: validationMessage == nil
                ? theme.palette.disabledButton : theme.palette.destructiveButton,
            emphasis: validationMessage == nil ? .dimmed : .normal)
    }

    /// One choice cut to the row (with its detail in the second column, when it has
    /// one), then each matched character again, strong, where it is.
    private func drawChoice(
        _ index: Int, in rect: CGRect, canvas: any AlertCanvas,
        measurer: any AlertTextMeasuring, color: AlertColor, strongColor: AlertColor
    ) {
        guard index >= 0 else {
            // The query's own row: its text as typed, every letter a match.
            let shown = measurer.fitting(query, role: .message, maxWidth: rect.width, cut: .end)
            canvas.drawText(shown, at: rect.origin, role: .message, color: strongColor)
            return
        }
        let positions = Set(matcher.matchedPositions(ofChoice: index, query: foldedQuery))
        if let table {
            // Each cell follows the ones before it and two spaces each in the text searched.
            let cells = table.rows[index]
            var starts: [Int] = []
            var start = 0
            for cell in cells {
                starts.append(start)
                start += cell.unicodeScalars.count + 2
            }
            for piece in table.pieces(
                of: cells, width: rect.width, measurer: measurer, role: .message)
            {
                let origin = CGPoint(x: rect.minX + piece.x, y: rect.minY)
                canvas.drawText(piece.text, at: origin, role: .message, color: color)
                drawMatches(
                    positions, in: piece.text, of: cells[piece.column],
                    from: starts[piece.column], at: origin, maxX: rect.maxX, canvas: canvas,
                    measurer: measurer, color: strongColor)
            }
            return
        }
        guard let columns else {
            let shown = measurer.fitting(
                choices[index], role: .message, maxWidth: rect.width,
                cut: showsQuery ? .end : .middle)
            canvas.drawText(shown, at: rect.origin, role: .message, color: color)
            return drawMatches(
                positions, in: shown, of: choices[index], from: 0, at: rect.origin,
                maxX: rect.maxX, canvas: canvas, measurer: measurer, color: strongColor)
        }
        let pieces = columns.pieces(
            of: index, width: rect.width, measurer: measurer, role: .message)
        for piece in pieces {
            let origin = CGPoint(x: rect.minX + piece.x, y: rect.minY)
            canvas.drawText(piece.text, at: origin, role: .message, color: color)
            // The detail follows the label and one space in the text the matcher searched.
            let whole = piece.isDetail ? columns.details[index] : columns.labels[index]
            let start = piece.isDetail ? columns.labels[index].unicodeScalars.count + 1 : 0
            drawMatches(
                positions, in: piece.text, of: whole, from: start, at: origin,
                maxX: rect.maxX, canvas: canvas, measurer: measurer, color: strongColor)
        }
    }

    /// Draws again, strong, each character of `shown` (`whole` as drawn at `origin`, maybe
    /// cut) whose scalars are among `positions`, counted from `start` in the text the
    /// matcher searched.
    private func drawMatches(
        _ positions: Set<Int>, in shown: String, of whole: String, from start: Int,
        at origin: CGPoint, maxX: CGFloat, canvas: any AlertCanvas,
        measurer: any AlertTextMeasuring, color: AlertColor
    ) {
        guard !positions.isEmpty else { return }
        // Walk the characters of the text shown (a cut keeps its start), counting scalars;
        // a cut text ends in an ellipsis, which is no letter of the choice.
        let letters = shown == whole ? Substring(shown) : shown.dropLast()
        var scalarOffset = start
        var x = origin.x
        for character in letters {
            let width = measurer.width(of: String(character), role: .message)
            let count = character.unicodeScalars.count
            if (scalarOffset..<scalarOffset + count).contains(where: positions.contains),
                x + width <= maxX + 0.001
            {
                canvas.drawText(
                    String(character), at: CGPoint(x: x, y: origin.y), role: .message,
                    color: color, emphasis: .strong)
            }
            scalarOffset += count
            x += width
        }
    }

    /// `Filter “query”: 12 of 100 match:`, then one line per shown match, numbered (with
    /// its tick, when picking several; a choice's own line breaks read as U+FFFD), how many
    /// more there are, the ticks counted, and why the last answer was refused.
    package var textDescription: String? {
        guard showsQuery else { return listDescription }
        // Every match, not only those a screen shows: plain lines are for screen readers
        // and logs, and any match can be picked by its number.
        let rows = matches.enumerated().map { rank, index in
            let mark = picksSeveral ? (ticked.contains(index) ? "[x] " : "[ ] ") : ""
            return "\(rank + 1). \(mark)\(ChecklistItem.oneLine(rowText(index)))"
        }
        var lines = [
            "Filter “\(ChecklistItem.oneLine(query))”: \(matchCount) of \(choices.count) match:"
        ]
        lines += rows
        if picksSeveral { lines.append("ticked: \(ticked.count)") }
        if let validationMessage {
            lines.append(
                isSearchNotice ? "— \(validationMessage)" : "— not accepted: \(validationMessage)")
        }
        return lines.joined(separator: "\n")
    }
}

extension FilterItem: ListRowYielding {
    /// Its rows shown whole, and their height.
    var rowYield: ListRowYield {
        // A plain list shows only the rows it has: it can give up no others.
        ListRowYield(
            wholeRows: showsQuery ? visibleRows : min(max(matches.count, 1), visibleRows),
            rowHeight: lineHeight,
            spacing: yieldsSpacing ? 0 : alertLayout.boundsInsets.top)
    }
}
