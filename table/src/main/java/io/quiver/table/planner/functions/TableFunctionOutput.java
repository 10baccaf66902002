package io.quiver.table.planner.functions;

import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.table.annotation.DataTypeHint;
import io.quiver.table.annotation.FunctionHint;
import io.quiver.table.api.ValidationException;
import io.quiver.table.types.DataType;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Method;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;

/**
 * The columns of the rows a function emits (a table function's, or a table aggregate function's):
 * from {@code getResultType()}, else a {@link FunctionHint} output or {@link DataTypeHint} on the
 * class or an emitting method, else the emitted Java type. A ROW type gives one column per field;
 * any other type one column {@code f0}, as Flink names an atomic result.
 */
final class TableFunctionOutput {
  private TableFunctionOutput() {}

  static List<Column> columns(String functionName, Class<?> functionClass, DataType declared, String emittingMethod,
      Type emitted) {
    DataType type = declared != null ? declared : hinted(functionClass, emittingMethod);
    if (type == null) {
      return List.of(new Column("f0", UserFunctionTypes.resultType(functionName, emitted)));
    }
    if (!type.isRow()) {
      return List.of(new Column("f0", type.sqlType()));
    }
    List<Column> columns = new ArrayList<>();
    for (int i = 0; i < type.getFieldNames().size(); i++) {
      DataType field = type.getFieldTypes().get(i);
      if (field.isRow()) {
        throw new ValidationException("Function " + functionName + " emits a nested ROW in field "
            + type.getFieldNames().get(i) + ", which is not supported yet.", null, "0A000", 0, 0);
      }
      columns.add(new Column(type.getFieldNames().get(i), field.sqlType()));
    }
    return columns;
  }

  /** The type a hint on an emitting method or on the class gives, or null. */
  private static DataType hinted(Class<?> functionClass, String emittingMethod) {
    for (Method method : functionClass.getMethods()) {
      if (method.getName().equals(emittingMethod)) {
        DataType type = hint(method);
        if (type != null) {
          return type;
        }
      }
    }
    for (Class<?> c = functionClass; c != null && c != Object.class; c = c.getSuperclass()) {
      DataType type = hint(c);
      if (type != null) {
        return type;
      }
    }
    return null;
  }

  private static DataType hint(AnnotatedElement element) {
    FunctionHint function = element.getAnnotation(FunctionHint.class);
    if (function != null && !function.output().value().isBlank()) {
      return DataTypeHints.parse(function.output().value());
    }
    DataTypeHint data = element.getAnnotation(DataTypeHint.class);
    if (data != null && !data.value().isBlank()) {
      return DataTypeHints.parse(data.value());
    }
    return null;
  }
}
