package io.quiver.benchmarks.tpch;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.Locale;

/**
 * An engine under test: a display name, an in-memory JDBC URL, and whether it
 * wants the key indexes of {@code tpch/indexes.sql} after loading.
 */
public enum Engine {
    QUIVER("Quiver", "jdbc:quiver:mem:", false),
    DUCKDB("DuckDB", "jdbc:duckdb:", false),
    // H2 is a row store: it needs indexes to join (see indexes.sql). The
    // in-memory database lives as long as the runner's single connection.
    H2("H2", "jdbc:h2:mem:tpch", true);

    private final String displayName;
    private final String url;
    private final boolean wantsIndexes;

    Engine(String displayName, String url, boolean wantsIndexes) {
        this.displayName = displayName;
        this.url = url;
        this.wantsIndexes = wantsIndexes;
    }

    public String displayName() {
        return displayName;
    }

    /**
     * The URL; Quiver's may be replaced with the system property {@code quiver.url}, e.g.
     * {@code -Dquiver.url='jdbc:quiver:mem:;table.exec.resource.default-parallelism=1'}, to
     * measure it under other options in the same run as the others.
     */
    public String url() {
        return this == QUIVER ? System.getProperty("quiver.url", url) : url;
    }

    public boolean wantsIndexes() {
        return wantsIndexes;
    }

    /** A new connection to a fresh in-memory database. */
    public Connection connect() throws SQLException {
        return DriverManager.getConnection(url());
    }

    /** Parses {@code quiver}, {@code duckdb} or {@code h2}, case-insensitively. */
    public static Engine parse(String name) {
        try {
            return valueOf(name.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown engine '" + name + "', expected one of "
                    + Arrays.toString(values()).toLowerCase(Locale.ROOT));
        }
    }
}
