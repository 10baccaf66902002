package io.quiver.benchmarks.tpcds;

import io.quiver.benchmarks.tpch.TpchQueries;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.hydromatic.tpcds.query.Query;

/**
 * The 99 TPC-DS queries, made from the query templates of {@code net.hydromatic:tpcds} (the
 * TPC's templates, as Calcite's own TPC-DS test reads them; Apache License 2.0).
 *
 * <p>Each template's {@code [NAME]} and {@code [NAME.n]} parameters are substituted as
 * {@code Query.sql} does, with two differences: the values listed in
 * {@code tpcds/parameters.txt} (the specification's qualification values) take precedence, and a
 * {@code ulist(random(...))} list is drawn (the library leaves those, and its {@code dist},
 * {@code distmember} and {@code date} parameters, as text). Any other parameter is drawn by the
 * library's generator from a {@code Random} seeded with the query number, so the text of each
 * query is the same on every run. {@code [_LIMITC]} becomes the template's {@code LIMIT}.
 *
 * <p>One dialect change: the templates' {@code date + 30 days} (no engine reads it) becomes
 * {@code date + interval '30' day}; and five template errors are corrected (see {@code FIXES}).
 * Queries 14, 23, 24 and 39 are two statements each.
 *
 * <p>For the comparison, each statement carries the items of its outermost ORDER BY; {@link
 * Statement#orderKeys} maps them onto the output columns of an answer.
 */
public final class TpcdsQueries {

    public static final int COUNT = 99;

    private static final Pattern PARAMETER = Pattern.compile("\\[([A-Za-z_][A-Za-z0-9_]*)(?:\\.(\\d+))?\\s*\\]");
    private static final Pattern DAYS = Pattern.compile("\\)(\\s*)([+-])\\s*(\\d+)\\s+days\\b");
    private static final Pattern DEFINE = Pattern.compile("(?im)^\\s*define\\s+[^\\n]*\\n?");
    private static final Pattern ULIST_RANDOM =
            Pattern.compile("ulist\\(random\\((-?\\d+),\\s*(-?\\d+),\\s*uniform\\),\\s*(\\d+)\\)");
    private static final Pattern LIMIT = Pattern.compile("(?is)\\blimit\\s+\\d+\\s*$");
    private static final Pattern ORDER_ITEM_SUFFIX =
            Pattern.compile("(?i)\\s+(asc|desc)?\\s*(nulls\\s+(first|last))?\\s*$");
    private static final Pattern QUALIFIED = Pattern.compile("(?i)^[a-z_][a-z0-9_]*\\.([a-z_][a-z0-9_]*)$");
    private static final Pattern NAME = Pattern.compile("(?i)^\"?([a-z_][a-z0-9_ ]*)\"?$");

    /**
     * Errors of these templates that later versions of the specification correct, as regular
     * expression and replacement: no engine runs them as they are. Q30 names a column the schema
     * does not have ({@code c_last_review_date}, the column is {@code c_last_review_date_sk});
     * Q58 and Q72 order by a name that two joined inputs carry; Q77 and Q90 use a keyword as an
     * alias without AS ({@code returns}, {@code at}).
     */
    private static final Map<Integer, List<String[]>> FIXES = Map.of(
            30, List.<String[]>of(new String[] {"\\bc_last_review_date\\b", "c_last_review_date_sk"}),
            58, List.<String[]>of(new String[] {"(?i)order by item_id", "order by ss_items.item_id"}),
            72, List.<String[]>of(new String[] {"(?i)(order by total_cnt desc, i_item_desc, w_warehouse_name, )d_week_seq",
                "$1d1.d_week_seq"}),
            77, List.<String[]>of(new String[] {"(?i)coalesce\\(returns, 0\\) returns", "coalesce(returns, 0) as returns"}),
            90, List.<String[]>of(new String[] {"\\) at,", ") at1,"}));

    private static final Map<Integer, Map<String, List<String>>> PARAMETERS =
            parseParameters(TpchQueries.resource("tpcds/parameters.txt"));

    /** One query: its number and its statements (two for queries 14, 23, 24 and 39). */
    public record TpcdsQuery(int number, List<Statement> statements) {
        public String name() {
            return String.format(Locale.ROOT, "Q%02d", number);
        }
    }

    /** One statement: its SQL, the items of its outermost ORDER BY, whether it ends in LIMIT. */
    public record Statement(String sql, List<String> orderBy, boolean limited) {

        /**
         * The 1-based output columns of the ORDER BY, for {@code ResultComparator}: each item that
         * is a column position, an output column's name or a qualified column whose name is an
         * output column's. The list stops at the first item that is none of these (an expression
         * that is not in the output): rows that tie on the keys before it are then compared as a
         * multiset, which is weaker than the query's order but never wrong.
         */
        public int[] orderKeys(List<String> columnLabels) {
            List<Integer> keys = new ArrayList<>();
            for (String item : orderBy) {
                int key = position(item, columnLabels);
                if (key < 1) {
                    break;
                }
                keys.add(key);
            }
            return keys.stream().mapToInt(Integer::intValue).toArray();
        }

        /** Whether every ORDER BY item maps onto an output column. */
        public boolean orderFullyChecked(List<String> columnLabels) {
            return orderKeys(columnLabels).length == orderBy.size();
        }

        private static int position(String item, List<String> labels) {
            if (item.matches("\\d+")) {
                int k = Integer.parseInt(item);
                return k <= labels.size() ? k : -1;
            }
            Matcher q = QUALIFIED.matcher(item);
            String name = q.matches() ? q.group(1) : item;
            Matcher n = NAME.matcher(name);
            if (!n.matches()) {
                return -1;
            }
            int found = -1;
            for (int i = 0; i < labels.size(); i++) {
                if (labels.get(i).equalsIgnoreCase(n.group(1))) {
                    if (found > 0) {
                        return -1; // two output columns of that name (inv1.d_moy, inv2.d_moy): which one is unknown
                    }
                    found = i + 1;
                }
            }
            return found;
        }
    }

    private TpcdsQueries() {
    }

    public static List<TpcdsQuery> all() {
        List<TpcdsQuery> queries = new ArrayList<>(COUNT);
        for (int i = 1; i <= COUNT; i++) {
            queries.add(get(i));
        }
        return queries;
    }

    public static TpcdsQuery get(int number) {
        if (number < 1 || number > COUNT) {
            throw new IllegalArgumentException("TPC-DS has queries 1 to " + COUNT + ", not " + number);
        }
        String sql = substitute(Query.of(number), PARAMETERS.getOrDefault(number, Map.of()));
        for (String[] fix : FIXES.getOrDefault(number, List.of())) {
            Matcher m = Pattern.compile(fix[0]).matcher(sql);
            if (!m.find()) {
                throw new IllegalStateException("Q" + number + " has no '" + fix[0] + "' to fix");
            }
            sql = m.replaceAll(fix[1]);
        }
        List<Statement> statements = new ArrayList<>();
        for (String part : splitStatements(sql)) {
            statements.add(new Statement(part, orderBy(part), LIMIT.matcher(part).find()));
        }
        return new TpcdsQuery(number, List.copyOf(statements));
    }

    /** The template of {@code query} with every parameter replaced, see the class comment. */
    static String substitute(Query query, Map<String, List<String>> fixed) {
        // The library skips "define" lines but not "Define" (queries 12, 39, 91, 92, 96, 98).
        String template = DEFINE.matcher(query.template).replaceAll("");
        Map<String, Object> generators = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        generators.putAll(query.args);
        Map<String, List<String>> values = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        values.putAll(fixed);
        values.put("_LIMITA", List.of(""));
        values.put("_LIMITB", List.of(""));
        values.put("_BEGIN", List.of(""));
        values.put("_END", List.of(""));
        values.put("_QUERY", List.of(""));
        values.put("_STREAM", List.of(""));
        values.put("_TEMPLATE", List.of(""));
        Random random = new Random(query.id);
        if (generators.containsKey("_LIMIT")) {
            values.put("_LIMITC", List.of("LIMIT " + generate(generators.get("_LIMIT"), random)));
        } else {
            values.put("_LIMITC", List.of(""));
        }
        Matcher m = PARAMETER.matcher(template);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String name = m.group(1);
            List<String> list = values.get(name);
            if (list == null) {
                Object generator = generators.get(name);
                if (generator == null) {
                    throw new IllegalStateException(query + " has no parameter " + name);
                }
                list = draw(query, name, generate(generator, random), random);
                values.put(name, list);
            }
            int index = m.group(2) == null ? 1 : Integer.parseInt(m.group(2));
            if (index < 1 || index > list.size()) {
                throw new IllegalStateException(query + " parameter " + name + " has no value " + index);
            }
            m.appendReplacement(out, Matcher.quoteReplacement(list.get(index - 1)));
        }
        m.appendTail(out);
        return DAYS.matcher(out.toString()).replaceAll(")$1$2 interval '$3' day");
    }

    /** The values of a parameter from its generator's text. */
    private static List<String> draw(Query query, String name, String text, Random random) {
        Matcher u = ULIST_RANDOM.matcher(text.trim());
        if (u.matches()) {
            int low = Integer.parseInt(u.group(1));
            int high = Integer.parseInt(u.group(2));
            int count = Integer.parseInt(u.group(3));
            Set<String> drawn = new LinkedHashSet<>();
            while (drawn.size() < Math.min(count, high - low + 1)) {
                drawn.add(Integer.toString(low + random.nextInt(high - low + 1)));
            }
            return List.copyOf(drawn);
        }
        if (text.contains("(")) {
            throw new IllegalStateException(query + " parameter " + name + " is '" + text
                    + "', which the library does not draw: give it a value in tpcds/parameters.txt");
        }
        return List.of(text);
    }

    /** {@code Query.Generator.generate(Random)}: the interface is not public. */
    private static String generate(Object generator, Random random) {
        try {
            Method generate = Class.forName("net.hydromatic.tpcds.query.Query$Generator")
                    .getMethod("generate", Random.class);
            generate.setAccessible(true);
            return (String) generate.invoke(generator, random);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot call net.hydromatic.tpcds's generator", e);
        }
    }

    static Map<Integer, Map<String, List<String>>> parseParameters(String text) {
        Map<Integer, Map<String, List<String>>> all = new TreeMap<>();
        for (String line : text.split("\n")) {
            String l = line.trim();
            if (l.isEmpty() || l.startsWith("#")) {
                continue;
            }
            int space = l.indexOf(' ');
            int eq = l.indexOf('=');
            if (space < 0 || eq < space) {
                throw new IllegalStateException("tpcds/parameters.txt: cannot read '" + line + "'");
            }
            int number = Integer.parseInt(l.substring(0, space));
            String name = l.substring(space + 1, eq).trim();
            List<String> values = new ArrayList<>();
            for (String v : l.substring(eq + 1).split("\\|")) {
                values.add(v.trim());
            }
            all.computeIfAbsent(number, k -> new TreeMap<>(String.CASE_INSENSITIVE_ORDER)).put(name, values);
        }
        return all;
    }

    /** The statements of a query text, split at semicolons outside quotes. */
    static List<String> splitStatements(String sql) {
        List<String> parts = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        char quote = 0;
        for (int i = 0; i < sql.length(); i++) {
            char c = sql.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == ';') {
                addStatement(parts, current);
                current.setLength(0);
                continue;
            }
            current.append(c);
        }
        addStatement(parts, current);
        return parts;
    }

    private static void addStatement(List<String> parts, StringBuilder text) {
        String s = text.toString().trim();
        if (!s.isEmpty()) {
            parts.add(s);
        }
    }

    /** The items of the last ORDER BY outside parentheses, without ASC/DESC/NULLS, in lower case. */
    static List<String> orderBy(String sql) {
        String lower = sql.toLowerCase(Locale.ROOT);
        int depth = 0;
        char quote = 0;
        int orderAt = -1;
        int limitAt = -1;
        for (int i = 0; i < lower.length(); i++) {
            char c = lower.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                }
                continue;
            }
            if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (depth == 0 && wordAt(lower, i, "order") && lower.substring(i + 5).matches("(?s)\\s+by\\b.*")) {
                orderAt = i;
                limitAt = -1;
            } else if (depth == 0 && wordAt(lower, i, "limit")) {
                limitAt = i;
            }
        }
        if (orderAt < 0) {
            return List.of();
        }
        String clause = lower.substring(orderAt, limitAt > orderAt ? limitAt : lower.length())
                .replaceFirst("(?s)^order\\s+by\\s+", "");
        List<String> items = new ArrayList<>();
        for (String item : splitTopLevel(clause)) {
            String stripped = ORDER_ITEM_SUFFIX.matcher(" " + item.trim()).replaceFirst("").trim();
            items.add(stripped.replaceAll("\\s+", " "));
        }
        return List.copyOf(items);
    }

    private static boolean wordAt(String s, int i, String word) {
        return s.startsWith(word, i) && (i == 0 || !Character.isLetterOrDigit(s.charAt(i - 1)) && s.charAt(i - 1) != '_')
                && (i + word.length() >= s.length() || !Character.isLetterOrDigit(s.charAt(i + word.length()))
                        && s.charAt(i + word.length()) != '_');
    }

    private static List<String> splitTopLevel(String s) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (c == ',' && depth == 0) {
                parts.add(s.substring(start, i));
                start = i + 1;
            }
        }
        parts.add(s.substring(start));
        parts.removeIf(p -> p.isBlank());
        return parts;
    }

    /** For a look at the queries: prints each, or those given, as it is run. */
    public static void main(String[] args) {
        List<Integer> numbers = new ArrayList<>();
        if (args.length == 0) {
            for (int i = 1; i <= COUNT; i++) {
                numbers.add(i);
            }
        } else {
            Arrays.stream(args).map(Integer::parseInt).forEach(numbers::add);
        }
        for (int n : numbers) {
            TpcdsQuery q = get(n);
            for (Statement s : q.statements()) {
                System.out.println("-- " + q.name() + " order by " + s.orderBy() + (s.limited() ? ", limited" : ""));
                System.out.println(s.sql() + ";");
                System.out.println();
            }
        }
    }
}
