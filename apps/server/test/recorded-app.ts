import { buildTestAppWithFiles, type TestAppWithFiles } from './app-with-files.js';
import { RouteRecorder } from './route-fuzz.js';

export interface RecordedTestApp extends TestAppWithFiles {
  /** Every route the app registered, as it registered it. */
  recorder: RouteRecorder;
  webRoot: string;
}

/**
 * A test app whose routes are all recorded, with a stand-in web build of `webFiles` in its
 * temporary data folder (see buildTestAppWithFiles), so the page routes are recorded too.
 */
export async function buildRecordedTestApp(
  folderPrefix: string,
  webFiles: Record<string, string>,
): Promise<RecordedTestApp> {
  const recorder = new RouteRecorder();
  const testApp = await buildTestAppWithFiles(folderPrefix, {
    webFiles,
    onRoute: recorder.onRoute,
  });
  return { ...testApp, recorder, webRoot: testApp.webRoot! };
}
