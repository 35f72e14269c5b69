import { Anchor, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { AppBadges } from '../../components/app-badges';
import { Columns } from '../../components/columns';
import { LanguageSelect } from '../../components/language-select';
import { companyLinks, helpLinks, legalLinks, paths, type NavLink } from '../../lib/paths';
import classes from './layout.module.css';

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={title}>
      <Title order={2} size="h5" className={classes.footerHeading}>
        {title}
      </Title>
      <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {links.map((link) => (
          <li key={link.href}>
            <Anchor component={Link} to={link.href} className={classes.footerLink} size="sm">
              {t(`layout.nav.${link.labelKey}`)}
            </Anchor>
          </li>
        ))}
      </Stack>
    </nav>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py={40}>
        <Columns cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="md" align="flex-start">
            <Text fw={700} size="lg">
              {t('layout.footer.takeUsWithYou')}
            </Text>
            <AppBadges />
            <Button component={Link} to={paths.signup.href()} variant="white" color="stopover">
              {t('layout.footer.freeToJoin')}
            </Button>
          </Stack>
          <LinkColumn title={t('layout.footer.company')} links={companyLinks} />
          <LinkColumn title={t('layout.footer.help')} links={helpLinks} />
          <LinkColumn title={t('layout.footer.legal')} links={legalLinks} />
        </Columns>
        <Group justify="space-between" mt={40} gap="xs">
          <Text size="sm" className={classes.footerFine}>
            {t('layout.footer.fineprint', { year: new Date().getFullYear() })}
          </Text>
          <LanguageSelect />
        </Group>
      </Container>
    </Box>
  );
}
