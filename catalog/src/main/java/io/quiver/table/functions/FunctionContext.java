package io.quiver.table.functions;

import java.util.Map;
import java.util.Objects;

/**
 * What {@link UserDefinedFunction#open(FunctionContext)} receives: the job parameters set with
 * {@code TableConfig.addJobParameter}, as Flink's global job parameters.
 */
public class FunctionContext {
  private final Map<String, String> jobParameters;

  public FunctionContext(Map<String, String> jobParameters) {
    this.jobParameters = Map.copyOf(Objects.requireNonNull(jobParameters, "jobParameters is null"));
  }

  /** The job parameter {@code key}, or {@code defaultValue} when it was not set. */
  public String getJobParameter(String key, String defaultValue) {
    return jobParameters.getOrDefault(key, defaultValue);
  }
}
