package io.quiver.table.planner.functions;

import io.quiver.engine.types.SqlType;
import io.quiver.table.api.ValidationException;
import io.quiver.table.planner.TypeConversion;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.List;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.sql.SqlCallBinding;
import org.apache.calcite.sql.SqlOperandCountRange;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlOperatorBinding;
import org.apache.calcite.sql.type.SqlOperandCountRanges;
import org.apache.calcite.sql.type.SqlOperandTypeChecker;

/** Type inference shared by the SQL operators of user-defined functions. */
final class UserFunctionTypes {
  private UserFunctionTypes() {}

  static List<SqlType> argumentTypes(SqlOperatorBinding binding) {
    return binding.collectOperandTypes().stream().map(TypeConversion::toSqlType).toList();
  }

  static RelDataType relType(SqlType type, RelDataTypeFactory factory) {
    return TypeConversion.toRelDataType(type, factory);
  }

  /** The SQL type of a result class, or a clear error naming the function. */
  static SqlType resultType(String functionName, Type type) {
    Class<?> raw = type instanceof Class<?> c ? c : type instanceof ParameterizedType p ? (Class<?>) p.getRawType() : null;
    SqlType sql = raw == null ? null : JavaTypes.sqlType(raw);
    if (sql == null) {
      throw new ValidationException("Function " + functionName + " returns " + type.getTypeName()
          + ", which Quiver cannot map to a SQL type; use String, a boxed or primitive number, Boolean, BigDecimal,"
          + " LocalDate or LocalDateTime.", null, "42883", 0, 0);
    }
    return sql;
  }

  /**
   * The actual type argument {@code index} that {@code type} gives its generic ancestor
   * {@code generic} (e.g. {@code T} of {@code TableFunction<T>}), or Object when erased.
   */
  static Type typeArgument(Class<?> type, Class<?> generic, int index) {
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      Type parent = c.getGenericSuperclass();
      if (parent instanceof ParameterizedType p && p.getRawType() == generic) {
        return p.getActualTypeArguments()[index];
      }
    }
    return Object.class;
  }

  /** Operand checking by finding a method that accepts the arguments. */
  static SqlOperandTypeChecker checker(String functionName, Class<?> functionClass, String methodName, int leading) {
    return new SqlOperandTypeChecker() {
      @Override
      public boolean checkOperandTypes(SqlCallBinding binding, boolean throwOnFailure) {
        Method method = EvalMethods.choose(functionClass, methodName, argumentTypes(binding), leading);
        if (method == null && throwOnFailure) {
          throw new ValidationException("Invalid function call: " + functionName + argumentTypes(binding).stream()
              .map(SqlType::toString).toList().toString().replace('[', '(').replace(']', ')')
              + ". The function accepts " + EvalMethods.signatures(functionName, functionClass, methodName, leading)
              + ".", null, "42883", binding.getCall().getParserPosition().getLineNum(),
              binding.getCall().getParserPosition().getColumnNum());
        }
        return method != null;
      }

      @Override
      public SqlOperandCountRange getOperandCountRange() {
        return SqlOperandCountRanges.any();
      }

      @Override
      public String getAllowedSignatures(SqlOperator op, String opName) {
        return EvalMethods.signatures(opName, functionClass, methodName, leading);
      }
    };
  }
}
