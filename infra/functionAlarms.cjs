// Per-function alarms (docs/operations.md "Observability"), joined to serverless.yml's resources
// like infra/observability.yml: every function gets an Errors and a Throttles alarm, and the grading
// function (solutionsSubmit) a p99 Duration alarm at half its timeout. Generated from the functions
// serverless.yml defines, so a new function is covered without an edit (the package test checks it).
// CommonJS because Serverless `require`s `${file(...)}` scripts.
'use strict';

/** The grading function, and where its p99 alarms: this share of its timeout. */
const GRADING_FUNCTION = 'solutionsSubmit';
const GRADING_P99_SHARE_OF_TIMEOUT = 0.5;
const PERIOD_SECONDS = 300;

/** Serverless' logical id of a function (lib/plugins/aws/lib/naming.js getLambdaLogicalId). */
function lambdaLogicalId(name) {
  const normalized = name.replace(/-/g, 'Dash').replace(/_/g, 'Underscore');
  return `${normalized.charAt(0).toUpperCase()}${normalized.slice(1)}LambdaFunction`;
}

function alarm({ name, description, metric, functionId, stat, threshold }) {
  return {
    Type: 'AWS::CloudWatch::Alarm',
    Properties: {
      AlarmName: name,
      AlarmDescription: description,
      Namespace: 'AWS/Lambda',
      MetricName: metric,
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionId } }],
      Period: PERIOD_SECONDS,
      ...(stat.startsWith('p') ? { ExtendedStatistic: stat } : { Statistic: stat }),
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: threshold,
      EvaluationPeriods: 1,
      DatapointsToAlarm: 1,
      TreatMissingData: 'notBreaching',
      AlarmActions: [{ Ref: 'AlarmTopic' }],
      OKActions: [{ Ref: 'AlarmTopic' }],
    },
  };
}

module.exports = async ({ resolveConfigurationProperty }) => {
  const service = await resolveConfigurationProperty(['service']);
  const stage = await resolveConfigurationProperty(['provider', 'stage']);
  const providerTimeout = (await resolveConfigurationProperty(['provider', 'timeout'])) ?? 6;
  const declared = (await resolveConfigurationProperty(['functions'])) ?? {};
  // `functions:` is a list of blocks (one file per domain) or one map.
  const functions = Array.isArray(declared) ? Object.assign({}, ...declared) : declared;

  const Resources = {};
  for (const [name, definition] of Object.entries(functions)) {
    const functionId = lambdaLogicalId(name);
    const prefix = functionId.replace(/LambdaFunction$/, '');
    Resources[`${prefix}ErrorsAlarm`] = alarm({
      name: `${service}-${stage}-${name}-errors`,
      description: `The ${name} function failed (an uncaught error or a timeout).`,
      metric: 'Errors',
      functionId,
      stat: 'Sum',
      threshold: 0,
    });
    Resources[`${prefix}ThrottlesAlarm`] = alarm({
      name: `${service}-${stage}-${name}-throttles`,
      description: `Invocations of the ${name} function were throttled (concurrency limit).`,
      metric: 'Throttles',
      functionId,
      stat: 'Sum',
      threshold: 0,
    });
    if (name === GRADING_FUNCTION) {
      const timeoutMs = (definition.timeout ?? providerTimeout) * 1000;
      Resources.GradingDurationP99Alarm = alarm({
        name: `${service}-${stage}-grading-duration-p99`,
        description: `Grading's p99 duration over 5 minutes passed half of its ${timeoutMs / 1000} s timeout.`,
        metric: 'Duration',
        functionId,
        stat: 'p99',
        threshold: timeoutMs * GRADING_P99_SHARE_OF_TIMEOUT,
      });
    }
  }
  return { Resources };
};
