import { resolve } from 'node:path';
import { loadRepoConfig } from '../../config/load-repo-config.js';
import { UsageError } from '../../shared/errors.js';
import { readProjectFiles } from '../../workspace/read-project-files.js';
import type { CommandContext } from '../command.js';
import { parseGenerateOptions } from '../generate-options.js';
import { executeRun } from './generate.js';

/** `pulumi-gen edit DIR "<change>"`: the project read from DIR, then the run `generate` makes, in edit mode. */
export async function runEdit(context: CommandContext): Promise<number> {
  const [dirArgument, ...words] = context.positionals;
  if (dirArgument === undefined || dirArgument.trim() === '') {
    throw new UsageError(
      'name the project folder and the change: pulumi-gen edit pulumi-gen-out "add an SQS queue for the uploads"',
    );
  }
  const dir = resolve(context.env.cwd, dirArgument);
  const existingProgram = await readProjectFiles(dir);
  const options = parseGenerateOptions(context, loadRepoConfig(context.env.cwd), {
    dir,
    existingProgram,
    words,
  });
  if (options.offline) {
    throw new UsageError(
      'edit needs a model (the offline composer writes new programs only): set OPENAI_API_KEY or OPENAI_BASE_URL, or give --base-url',
    );
  }
  return executeRun(context, options);
}
