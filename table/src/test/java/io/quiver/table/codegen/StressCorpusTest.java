package io.quiver.table.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.table.api.EnvironmentSettings;
import io.quiver.table.api.TableEnvironment;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The stress corpus, compiled and answered exactly at three settings of the maximum generated
 * method length (4000 is the default, left unset). Runs the whole corpus with {@code table.generated-code.max-length} and
 * {@code table.exec.codegen.dump-dir} set through SQL SET, checks every answer, then reads every
 * dumped class file and source: no method's bytecode may exceed 8,000 bytes (HotSpot's
 * huge-method limit, above which it never JIT-compiles) at the default or below, or 64,000 bytes
 * at the largest setting; no method's source may exceed the setting; and the class stays well
 * under the class-file limits on constants and fields.
 */
class StressCorpusTest {
  private static final int HUGE_METHOD_LIMIT = 8000;

  @TempDir
  Path dumpRoot;

  @ParameterizedTest(name = "max-length {0}")
  @ValueSource(ints = {500, 4000, 64000})
  void answersExactlyWithEveryMethodWithinBounds(int maxLength) throws IOException {
    Path dumpDir = dumpRoot.resolve("max" + maxLength);
    try (TableEnvironment env = TableEnvironment.create(EnvironmentSettings.inBatchMode())) {
      if (maxLength == 4000) {
        assertEquals(4000, env.getConfig().getMaxGeneratedCodeLength(), "the default");
      } else {
        env.executeSql("SET 'table.generated-code.max-length' = '" + maxLength + "'");
      }
      env.executeSql("SET 'table.exec.codegen.dump-dir' = '" + dumpDir.toString().replace("'", "''") + "'");
      StressCorpus.createTables(env);
      for (StressCorpus.Query query : StressCorpus.queries()) {
        StressCorpus.assertRows(query.expected(), StressCorpus.sortedRows(env.executeSql(query.sql())), query.name());
      }
      env.executeSql(StressCorpus.wideDdl());
      StressCorpus.await(env.executeSql(StressCorpus.wideInsert()));
      StressCorpus.assertRows(StressCorpus.wideRows(), StressCorpus.rows(env.executeSql("SELECT * FROM wide")), "wide");
    }

    int bytecodeLimit = maxLength <= 4000 ? HUGE_METHOD_LIMIT : 64000;
    List<String> violations = new ArrayList<>();
    int classes = 0;
    int largest = 0;
    try (Stream<Path> files = Files.list(dumpDir)) {
      for (Path file : files.sorted().toList()) {
        if (file.toString().endsWith(".class")) {
          classes++;
          ClassFileMethods methods = ClassFileMethods.read(Files.readAllBytes(file));
          for (var method : methods.codeLengths().entrySet()) {
            largest = Math.max(largest, method.getValue());
            if (method.getValue() > bytecodeLimit) {
              violations.add(file.getFileName() + " " + method.getKey() + ": " + method.getValue() + " bytes of bytecode");
            }
          }
          if (methods.constantPoolCount() > 60_000 || methods.fieldCount() > 60_000) {
            violations.add(file.getFileName() + ": " + methods.constantPoolCount() + " constants, " + methods.fieldCount() + " fields");
          }
        } else if (file.toString().endsWith(".java")) {
          for (String method : GeneratedSource.methods(Files.readString(file))) {
            if (method.length() > maxLength) {
              violations.add(file.getFileName() + " " + method.substring(0, method.indexOf('\n')).trim() + ": "
                  + method.length() + " characters of source");
            }
          }
        }
      }
    }
    assertTrue(classes >= 9, "expected the dumped classes of the corpus, found " + classes);
    assertTrue(violations.isEmpty(), violations.size() + " violations at max-length " + maxLength + " (largest method "
        + largest + " bytes), first: " + violations.subList(0, Math.min(10, violations.size())));
  }
}
