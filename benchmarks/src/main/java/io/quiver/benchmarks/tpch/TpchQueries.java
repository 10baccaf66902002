package io.quiver.benchmarks.tpch;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The 22 TPC-H queries, read from {@code tpch/queries/qNN.sql} on the class path.
 *
 * <p>Each file starts with comment lines; one of them, {@code -- order-keys: 2, 3},
 * lists the 1-based output columns of the ORDER BY (empty when there is none),
 * which {@link ResultComparator} needs to accept tied rows in either order.
 * The files are plain SQL so that tck-tests can reuse them as they are.
 */
public final class TpchQueries {

    public static final int COUNT = 22;

    private static final Pattern ORDER_KEYS = Pattern.compile("(?m)^--\\s*order-keys:([^\\n]*)$");
    private static final Pattern LIMIT = Pattern.compile("(?is)\\blimit\\s+\\d+\\s*;?\\s*$");

    /** One query: its number, SQL without the comment header, and comparison hints. */
    public record Query(int number, String sql, int[] orderKeys, boolean limited) {
        public String name() {
            return String.format("Q%02d", number);
        }
    }

    private TpchQueries() {
    }

    public static List<Query> all() {
        List<Query> queries = new ArrayList<>(COUNT);
        for (int i = 1; i <= COUNT; i++) {
            queries.add(get(i));
        }
        return queries;
    }

    public static Query get(int number) {
        if (number < 1 || number > COUNT) {
            throw new IllegalArgumentException("TPC-H has queries 1 to " + COUNT + ", not " + number);
        }
        return parse(number, resource(String.format("tpch/queries/q%02d.sql", number)));
    }

    static Query parse(int number, String text) {
        Matcher m = ORDER_KEYS.matcher(text);
        if (!m.find()) {
            throw new IllegalStateException("query " + number + " has no order-keys header");
        }
        String list = m.group(1).trim();
        int[] keys = list.isEmpty()
                ? new int[0]
                : Arrays.stream(list.split(",")).map(String::trim).mapToInt(Integer::parseInt).toArray();
        String sql = stripComments(text);
        return new Query(number, sql, keys, LIMIT.matcher(sql).find());
    }

    /**
     * Drops whole-line comments and a trailing semicolon: not every driver
     * accepts either, and the header is for people and for this class.
     */
    static String stripComments(String text) {
        StringBuilder sb = new StringBuilder();
        for (String line : text.split("\n")) {
            if (!line.trim().startsWith("--")) {
                sb.append(line).append('\n');
            }
        }
        String sql = sb.toString().trim();
        return sql.endsWith(";") ? sql.substring(0, sql.length() - 1).trim() : sql;
    }

    /** Reads a UTF-8 resource of this module. */
    public static String resource(String path) {
        try (InputStream in = TpchQueries.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Splits a script of statements separated by semicolons, without comments. */
    public static List<String> statements(String script) {
        List<String> out = new ArrayList<>();
        for (String part : stripComments(script).split(";")) {
            if (!part.isBlank()) {
                out.add(part.trim());
            }
        }
        return out;
    }
}
