package io.quiver.engine.exec;

import io.quiver.engine.types.Column;
import java.util.List;
import org.apache.arrow.vector.VectorSchemaRoot;

/** A stream of record batches: the output of an operator, pulled one batch at a time. */
public interface BatchSource extends AutoCloseable {
  List<Column> columns();

  /** The next non-empty batch, which the caller owns and must close, or null at the end. */
  VectorSchemaRoot next();

  /** Releases what the source still holds; safe to call more than once. */
  @Override
  void close();
}
