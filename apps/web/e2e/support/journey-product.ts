import {
  startFakeGitHubApi,
  startOAuthServer,
  type FakeGitHubApi,
  type OAuthStandIn,
} from '../../../server/test/stand-ins/oauth-server';
import { startSmtpCapture, type SmtpCapture } from '../../../server/test/stand-ins/smtp-capture';
import { createDatabase, type FreshDatabase } from './postgres';
import { startProduct } from './product-server';

/** What a journey's own product runs with, besides the built server and its demo data. */
export interface ProductSetup {
  /** Environment for the server (NODE_ENV, TRUST_PROXY, ...), over the production defaults. */
  env?: Record<string, string>;
  /** Real SMTP to a local capture server, so the journey reads the mail it sends. */
  mail?: boolean;
  /** Google and GitHub pointed at local stand-ins, so people can sign in with them. */
  oauth?: boolean;
  /** A fresh PostgreSQL database instead of embedded PGlite, for operator commands beside it. */
  postgres?: boolean;
}

/** A running product and the stand-ins it was started with. */
export interface JourneyProduct {
  url: string;
  smtp?: SmtpCapture;
  oauth?: OAuthStandIn;
  github?: FakeGitHubApi;
  /** The database an operator command run beside the server must use (`postgres: true`). */
  databaseUrl?: string;
  stop(): Promise<void>;
}

/** Starts the stand-ins `setup` asks for, then the product pointed at them. */
export async function startJourneyProduct(setup: ProductSetup): Promise<JourneyProduct> {
  const smtp = setup.mail ? await startSmtpCapture() : undefined;
  const oauth = setup.oauth ? await startOAuthServer() : undefined;
  const github = setup.oauth ? await startFakeGitHubApi() : undefined;
  const database: FreshDatabase | undefined = setup.postgres
    ? await createDatabase('catalyst_e2e')
    : undefined;
  const closeStandIns = async () => {
    await Promise.all([smtp?.close(), oauth?.close(), github?.close()]);
    await database?.drop();
  };
  try {
    const product = await startProduct({
      ...(smtp && { SMTP_URL: smtp.url }),
      ...oauth?.googleEnv(),
      ...(oauth && github && oauth.gitHubEnv(github.url)),
      ...(database && { DATABASE_URL: database.url }),
      ...setup.env,
    });
    return {
      url: product.url,
      smtp,
      oauth,
      github,
      databaseUrl: database?.url,
      stop: async () => {
        await product.stop();
        await closeStandIns();
      },
    };
  } catch (error) {
    await closeStandIns();
    throw error;
  }
}
