package io.quiver.table.api;

import java.math.BigDecimal;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class JoinSqlTest extends SqlTestBase {
  @BeforeEach
  void createTables() {
    exec("CREATE TABLE dept (id INT, name VARCHAR(10))",
        "INSERT INTO dept VALUES (1, 'eng'), (2, 'ops'), (3, 'hr'), (NULL, 'none')",
        "CREATE TABLE emp (id INT, dept_id BIGINT, salary DECIMAL(10, 2))",
        "INSERT INTO emp VALUES (10, 1, 100.00), (11, 1, 200.00), (12, 2, 50.00), (13, NULL, 10.00), (14, 9, 1.00)");
  }

  @Test
  void innerJoinOnEquality() {
    assertRows("SELECT e.id, d.name FROM emp e JOIN dept d ON e.dept_id = d.id ORDER BY e.id",
        row(10, "eng"), row(11, "eng"), row(12, "ops"));
  }

  @Test
  void commaJoinWithWhereBecomesHashJoin() {
    assertRows("SELECT e.id, d.name FROM emp e, dept d WHERE e.dept_id = d.id AND d.name <> 'ops' ORDER BY e.id",
        row(10, "eng"), row(11, "eng"));
  }

  @Test
  void leftJoinKeepsUnmatched() {
    assertRows("SELECT e.id, d.name FROM emp e LEFT JOIN dept d ON e.dept_id = d.id ORDER BY e.id",
        row(10, "eng"), row(11, "eng"), row(12, "ops"), row(13, null), row(14, null));
  }

  @Test
  void rightAndFullJoins() {
    assertRows("SELECT e.id, d.name FROM emp e RIGHT JOIN dept d ON e.dept_id = d.id ORDER BY d.name, e.id",
        row(10, "eng"), row(11, "eng"), row(null, "hr"), row(null, "none"), row(12, "ops"));
    // NULL sorts first in ascending order, as in Flink
    assertRows("SELECT e.id, d.name FROM emp e FULL JOIN dept d ON e.dept_id = d.id ORDER BY d.name, e.id",
        row(13, null), row(14, null), row(10, "eng"), row(11, "eng"), row(null, "hr"), row(null, "none"),
        row(12, "ops"));
  }

  @Test
  void joinOnExpressionsAndNonEquiResidual() {
    assertRows("SELECT e.id, d.id FROM emp e JOIN dept d ON e.dept_id + 1 = d.id AND e.salary > 60 ORDER BY e.id",
        row(10, 2), row(11, 2));
  }

  @Test
  void nonEquiJoin() {
    assertRows("SELECT d.id, e.id FROM dept d JOIN emp e ON e.salary < d.id * 20 ORDER BY d.id, e.id",
        row(1, 13), row(1, 14), row(2, 13), row(2, 14), row(3, 12), row(3, 13), row(3, 14));
  }

  @Test
  void crossJoinCounts() {
    assertRows("SELECT COUNT(*) FROM emp, dept", row(20L));
  }

  @Test
  void inAndExistsSubqueries() {
    assertRows("SELECT name FROM dept WHERE id IN (SELECT dept_id FROM emp) ORDER BY name", row("eng"), row("ops"));
    assertRows("SELECT name FROM dept d WHERE EXISTS (SELECT 1 FROM emp e WHERE e.dept_id = d.id AND e.salary > 150)",
        row("eng"));
    assertRows("SELECT name FROM dept d WHERE NOT EXISTS (SELECT 1 FROM emp e WHERE e.dept_id = d.id) ORDER BY name",
        row("hr"), row("none"));
  }

  @Test
  void notInWithNullsFollowsThreeValuedLogic() {
    // emp.dept_id has a NULL, so NOT IN is never true.
    assertRows("SELECT name FROM dept WHERE id NOT IN (SELECT dept_id FROM emp)");
    assertRows("SELECT name FROM dept WHERE id NOT IN (SELECT dept_id FROM emp WHERE dept_id IS NOT NULL) ORDER BY name",
        row("hr"));
  }

  @Test
  void correlatedScalarSubquery() {
    assertRows("SELECT e.id FROM emp e WHERE e.salary > (SELECT AVG(salary) FROM emp x WHERE x.dept_id = e.dept_id)"
        + " ORDER BY e.id", row(11));
    assertRows("SELECT d.name, (SELECT SUM(salary) FROM emp e WHERE e.dept_id = d.id) FROM dept d ORDER BY d.name",
        row("eng", new BigDecimal("300.00")), row("hr", null), row("none", null), row("ops", new BigDecimal("50.00")));
  }

  @Test
  void scalarSubqueryWithTwoRowsRaises21000() {
    assertSqlState("21000", "SELECT (SELECT id FROM emp WHERE dept_id = 1) FROM dept");
  }

  @Test
  void threeWayJoinInAnyFromOrder() {
    exec("CREATE TABLE proj (emp_id INT, title VARCHAR(10))", "INSERT INTO proj VALUES (10, 'x'), (12, 'y'), (99, 'z')");
    assertRows("SELECT p.title, d.name FROM proj p, dept d, emp e WHERE e.dept_id = d.id AND p.emp_id = e.id"
        + " ORDER BY p.title", row("x", "eng"), row("y", "ops"));
  }

  @Test
  void correlatedSubqueriesWithNonEquiCorrelation() {
    assertRows("SELECT e.id, (SELECT COUNT(*) FROM emp x WHERE x.salary > e.salary) FROM emp e ORDER BY e.id",
        row(10, 1L), row(11, 0L), row(12, 2L), row(13, 3L), row(14, 4L));
    assertRows("SELECT e.id FROM emp e WHERE EXISTS (SELECT 1 FROM dept d WHERE d.id < e.dept_id) ORDER BY e.id",
        row(12), row(14));
  }

  @Test
  void lateralJoin() {
    assertRows("SELECT d.name, t.c FROM dept d, LATERAL (SELECT COUNT(*) AS c FROM emp e WHERE e.dept_id = d.id) t"
        + " ORDER BY d.name", row("eng", 2L), row("hr", 0L), row("none", 0L), row("ops", 1L));
  }
}
