package io.quiver.benchmarks.tpch;

import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.sql.Statement;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs JDBC work for one engine under a time limit.
 *
 * <p>Two layers, because drivers honour {@link Statement#setQueryTimeout} to
 * different degrees: the driver's own timeout is set, and the work runs on a
 * worker thread while the caller waits; when the limit passes, the caller
 * cancels the statement. If the work still has not returned after a grace
 * period, the engine is marked stuck: its connection is busy for good, so the
 * runner skips the rest of that engine instead of hanging.
 */
public final class Watchdog implements AutoCloseable {

    /** JDBC work on a statement that the watchdog may cancel. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Statement statement) throws Exception;
    }

    /** How one piece of work ended. */
    public record Outcome<T>(T value, long nanos, boolean timedOut, String error) {
        public boolean ok() {
            return !timedOut && error == null;
        }
    }

    private static final long GRACE_SECONDS = 10;

    private final ExecutorService worker;
    private final java.sql.Connection connection;
    private volatile boolean stuck;

    public Watchdog(java.sql.Connection connection, String engineName) {
        this.connection = connection;
        this.worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "tpch-" + engineName);
            // A stuck query must not keep the JVM alive after the report.
            t.setDaemon(true);
            return t;
        });
    }

    /** Whether an earlier piece of work ignored cancellation and still runs. */
    public boolean stuck() {
        return stuck;
    }

    /** Runs {@code work} on a fresh statement, limited to {@code timeoutSeconds}. */
    public <T> Outcome<T> run(Work<T> work, int timeoutSeconds) {
        if (stuck) {
            return new Outcome<>(null, 0, false, "skipped: an earlier query ignored cancel");
        }
        AtomicReference<Statement> current = new AtomicReference<>();
        Future<Outcome<T>> future = worker.submit(() -> {
            try (Statement st = connection.createStatement()) {
                current.set(st);
                try {
                    st.setQueryTimeout(timeoutSeconds);
                } catch (SQLException | UnsupportedOperationException e) {
                    // Not every driver implements it; the watchdog still cancels.
                }
                long start = System.nanoTime();
                T value = work.run(st);
                return new Outcome<>(value, System.nanoTime() - start, false, null);
            }
        });
        long submitted = System.nanoTime();
        try {
            return future.get(timeoutSeconds, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            cancel(current.get());
            try {
                Outcome<T> late = future.get(GRACE_SECONDS, TimeUnit.SECONDS);
                // Finished just after the limit: still over it.
                return new Outcome<>(late.value(), late.nanos(), true, null);
            } catch (TimeoutException stillRunning) {
                stuck = true;
                return new Outcome<>(null, 0, true, null);
            } catch (ExecutionException cancelled) {
                return new Outcome<>(null, 0, true, null);
            } catch (InterruptedException ie) {
                Thread.currentThread().interrupt();
                return new Outcome<>(null, 0, true, null);
            }
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            // Some drivers report their own query timeout as a plain
            // SQLException ("interrupted"); a failure at the limit is a timeout.
            boolean atLimit = System.nanoTime() - submitted >= TimeUnit.SECONDS.toNanos(timeoutSeconds) * 95 / 100;
            if (cause instanceof SQLTimeoutException || atLimit) {
                return new Outcome<>(null, 0, true, null);
            }
            return new Outcome<>(null, 0, false, shortMessage(cause));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Outcome<>(null, 0, false, "interrupted");
        }
    }

    private static void cancel(Statement st) {
        if (st == null) {
            return;
        }
        try {
            st.cancel();
        } catch (SQLException | RuntimeException e) {
            // Nothing more to do: the grace period decides whether it is stuck.
        }
    }

    /** The first line of the deepest useful message, cut to fit a table cell's footnote. */
    public static String shortMessage(Throwable t) {
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root && root.getMessage() == null) {
            root = root.getCause();
        }
        String msg = root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
        // H2 quotes the statement with newlines escaped as \000a; the cell
        // needs the gist on one line.
        msg = msg.replace("\\000a", " ").replaceAll("\\s+", " ").strip();
        int nl = msg.indexOf('\n');
        if (nl >= 0) {
            msg = msg.substring(0, nl).strip();
        }
        return msg.length() > 160 ? msg.substring(0, 157) + "..." : msg;
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
