package io.quiver.table.session;

import io.quiver.engine.exec.BatchSource;
import io.quiver.engine.exec.ExecContext;
import io.quiver.engine.types.SqlType;
import io.quiver.table.api.EnvironmentSettings;
import io.quiver.table.api.ResultKind;
import io.quiver.table.api.TableEnvironment;
import io.quiver.table.api.internal.BatchArrowReader;
import io.quiver.table.api.internal.Database;
import io.quiver.table.api.internal.GeneratedKeys;
import io.quiver.table.api.internal.PreparedQuery;
import io.quiver.table.api.internal.SessionTransaction;
import io.quiver.table.api.internal.TableEnvironmentImpl;
import io.quiver.table.api.internal.TableResultInternal;
import io.quiver.table.catalog.ResolvedSchema;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.ipc.ArrowReader;

/** The session over a {@link TableEnvironmentImpl}: its prepared queries and its transaction. */
final class SessionImpl implements Session {
  private final TableEnvironmentImpl env;
  private final SessionTransaction transaction;

  SessionImpl(Database database, boolean fileAccess) {
    this.env = (TableEnvironmentImpl) TableEnvironmentImpl.create(EnvironmentSettings.inBatchMode(), database);
    if (!fileAccess) {
      env.denyFileAccess();
    }
    this.transaction = env.transaction();
  }

  @Override
  public TableEnvironment environment() {
    return env;
  }

  @Override
  public SessionStatement prepare(String sql) {
    return new Statement(env.prepare(sql));
  }

  @Override
  public GeneratedKeys generatedKeys() {
    return transaction.generatedKeys();
  }

  @Override
  public void restoreGeneratedKeys(GeneratedKeys keys) {
    transaction.setGeneratedKeys(keys);
  }

  @Override
  public void setKeyRequest(GeneratedKeys.Request request) {
    transaction.setKeyRequest(request);
  }

  @Override
  public boolean isAutoCommit() {
    return transaction.isAutoCommit();
  }

  @Override
  public void setAutoCommit(boolean autoCommit) {
    transaction.setAutoCommit(autoCommit);
  }

  @Override
  public void commit() {
    transaction.commit();
  }

  @Override
  public void rollback() {
    transaction.rollback();
  }

  @Override
  public boolean hasPendingChanges() {
    return transaction.hasPendingChanges();
  }

  @Override
  public void close() {
    env.close();
  }

  /** A prepared query and the execution context of its running execution, for cancel. */
  private static final class Statement implements SessionStatement {
    private final PreparedQuery query;
    private volatile ExecContext running;
    private volatile boolean executing;
    private volatile boolean cancelRequested;

    Statement(PreparedQuery query) {
      this.query = query;
    }

    @Override
    public String sql() {
      return query.sql();
    }

    @Override
    public List<SqlType> parameterTypes() {
      return query.parameterTypes();
    }

    @Override
    public Optional<ResolvedSchema> resultSchema() {
      return query.resultSchema();
    }

    @Override
    public boolean isDml() {
      return query.isDml();
    }

    @Override
    public StatementResult execute(List<Object> parameters) {
      running = null;
      executing = true;
      try {
        return new Result(query.execute(parameters, this::started));
      } finally {
        executing = false;
        cancelRequested = false;
      }
    }

    private void started(ExecContext context) {
      running = context;
      if (cancelRequested) {
        context.cancel();
      }
    }

    @Override
    public long[] executeBatch(List<List<Object>> parameterRows) {
      return query.executeBatch(parameterRows);
    }

    @Override
    public void cancel() {
      if (executing) {
        cancelRequested = true;
      }
      ExecContext context = running;
      if (context != null) {
        context.cancel();
      }
    }

    @Override
    public void close() {
      running = null;
    }
  }

  /** A table result as a stream of batches. */
  private static final class Result implements StatementResult {
    private final TableResultInternal result;
    private BatchSource batches;

    Result(TableResultInternal result) {
      this.result = result;
    }

    private BatchSource batches() {
      if (batches == null) {
        batches = result.openBatches();
      }
      return batches;
    }

    @Override
    public ResultKind kind() {
      return result.getResultKind();
    }

    @Override
    public OptionalLong affectedRows() {
      return result.affectedRowCount();
    }

    @Override
    public ResolvedSchema schema() {
      return result.getResolvedSchema();
    }

    @Override
    public VectorSchemaRoot next() {
      return batches().next();
    }

    @Override
    public ArrowReader toArrowReader() {
      return BatchArrowReader.of(batches());
    }

    @Override
    public void close() {
      batches().close();
    }
  }
}
