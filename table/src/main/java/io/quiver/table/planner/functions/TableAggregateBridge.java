package io.quiver.table.planner.functions;

import io.quiver.engine.types.Column;
import io.quiver.table.api.TableException;
import io.quiver.table.functions.FunctionKind;
import io.quiver.table.functions.TableAggregateFunction;
import io.quiver.table.functions.TableFunction;
import io.quiver.table.functions.UserDefinedFunction;
import io.quiver.table.types.DataType;
import io.quiver.types.Row;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * Runs a {@link TableAggregateFunction} (Table.flatAggregate) with the engine's aggregation and
 * table-function join: {@link Accumulating} is an aggregate whose value per group is every row
 * {@code emitValue} emits, packed into one string; {@link Unpacking}, a table function joined
 * laterally to the groups, turns that string back into rows of the function's output columns.
 */
public final class TableAggregateBridge {
  private TableAggregateBridge() {}

  /** The aggregate step: {@code accumulate} and {@code merge} are the function's own. */
  public static final class Accumulating extends UserDefinedFunction {
    private static final long serialVersionUID = 1L;
    private final TableAggregateFunction<?, ?> function;

    public Accumulating(TableAggregateFunction<?, ?> function) {
      this.function = function;
    }

    public TableAggregateFunction<?, ?> function() {
      return function;
    }

    @Override
    public FunctionKind getKind() {
      return FunctionKind.AGGREGATE;
    }

    @Override
    public String toString() {
      return function.toString();
    }
  }

  /** The expanding step: one row per emitted value, with the function's output columns. */
  public static final class Unpacking extends TableFunction<Row> {
    private static final long serialVersionUID = 1L;
    private final DataType rowType;

    public Unpacking(String functionName, TableAggregateFunction<?, ?> function) {
      List<Column> columns = TableFunctionOutput.columns(functionName, function.getClass(), null, "emitValue",
          UserFunctionTypes.typeArgument(function.getClass(), TableAggregateFunction.class, 0));
      this.rowType = new DataType(columns.stream().map(Column::name).toList(),
          columns.stream().map(c -> new DataType(c.type())).toList());
    }

    @Override
    public DataType getResultType() {
      return rowType;
    }

    public void eval(String packed) {
      for (Object[] values : unpack(packed)) {
        collect(Row.of(values));
      }
    }
  }

  /** The emitted values, each row as its fields (a non-Row value as a row of one field). */
  static String pack(List<Object> emitted) {
    List<Object[]> rows = new ArrayList<>(emitted.size());
    for (Object value : emitted) {
      if (value instanceof Row row) {
        Object[] fields = new Object[row.getArity()];
        for (int i = 0; i < fields.length; i++) {
          fields[i] = row.getField(i);
        }
        rows.add(fields);
      } else {
        rows.add(new Object[] {value});
      }
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(rows);
    } catch (IOException e) {
      throw new TableException("A table aggregate function emitted a value that cannot be kept: " + e.getMessage(), e);
    }
    return Base64.getEncoder().encodeToString(bytes.toByteArray());
  }

  @SuppressWarnings("unchecked")
  static List<Object[]> unpack(String packed) {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(Base64.getDecoder().decode(packed)))) {
      return (List<Object[]>) in.readObject();
    } catch (IOException | ClassNotFoundException e) {
      throw new TableException("Rows of a table aggregate function could not be read back: " + e.getMessage(), e);
    }
  }
}
